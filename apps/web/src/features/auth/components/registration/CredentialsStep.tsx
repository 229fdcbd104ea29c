import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBrand } from '../../../../shared/brand/index.ts';
import { PhoneFields } from '../../../../shared/forms/PhoneFields.tsx';
import { TabPanel, Tabs } from '../../../../shared/forms/Tabs.tsx';
import { paths } from '../../../../shared/paths.ts';
import { phoneCodeOptions } from '../../model/market.ts';
import {
  ClosingFields,
  MarketFields,
  RegistrationTextField,
  StepForm,
  type StepProps,
} from './RegistrationFields.tsx';

/**
 * Step FIRST (000 §2): the kind of login (tabs when the brand offers more than one), the login and
 * the password; the light template adds the market, the promo code and the agreements.
 */
export function CredentialsStep({ registration, busy, onSubmit }: StepProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const location = useLocation();
  const { form, fields, type, ctx } = registration;
  const { errors } = form.formState;
  const types = brand.registration.types;
  return (
    <>
      {types.length > 1 && (
        <Tabs
          label={t('auth.registration.types')}
          idPrefix="registration"
          items={types.map((id) => ({ id, label: t(`auth.tabs.${id}`) }))}
          value={type}
          onChange={(next) => {
            form.clearErrors();
            form.setValue('type', next);
          }}
        />
      )}
      <TabPanel idPrefix="registration" value={type} tabbed={types.length > 1}>
        <StepForm
          step="FIRST"
          registration={registration}
          busy={busy}
          onSubmit={onSubmit}
          after={
            <Link
              to={`${paths.login}${location.search}`}
              className="focus-ring rounded text-accent text-sm hover:underline"
            >
              {t('auth.registration.haveAccount')}
            </Link>
          }
        >
          {type === 'email' && (
            <RegistrationTextField
              registration={registration}
              name="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
            />
          )}
          {type === 'phone' && (
            <PhoneFields
              codes={phoneCodeOptions(brand)}
              codeField={fields.phoneCode}
              phoneField={fields.phone}
              error={errors.phone?.message}
            />
          )}
          {type === 'username' && (
            <RegistrationTextField
              registration={registration}
              name="username"
              label={t('auth.fields.username')}
              autoComplete="username"
            />
          )}
          <RegistrationTextField
            registration={registration}
            name="password"
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
          />
          {ctx.template === 'light' && (
            <>
              <MarketFields registration={registration} />
              <ClosingFields registration={registration} />
            </>
          )}
        </StepForm>
      </TabPanel>
    </>
  );
}
