import type { ComponentProps, ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../../../shared/brand/index.ts';
import { formatCountry } from '../../../../shared/format.ts';
import { CheckboxField, SelectField, TextField } from '../../../../shared/forms/fields.tsx';
import { paths } from '../../../../shared/paths.ts';
import { PromoCodeField } from '../../../../shared/promo/PromoCodeField.tsx';
import { Button, keepFocusOnPress } from '../../../../shared/ui/Button.tsx';
import { countriesForPhoneCode, currenciesForCountry } from '../../model/market.ts';
import { nextStep, type RegistrationStep } from '../../model/registration-steps.ts';
import type { RegistrationForm } from './use-registration-form.ts';

type TextName = 'email' | 'username' | 'password' | 'firstName' | 'lastName' | 'birthDate';

/** A text field of the registration form: its registration and its messages come from the form. */
export function RegistrationTextField({
  registration,
  name,
  ...input
}: { registration: RegistrationForm; name: TextName } & Omit<
  ComponentProps<typeof TextField>,
  'name' | 'error'
>) {
  const { form, fields } = registration;
  return <TextField error={form.formState.errors[name]?.message} {...input} {...fields[name]} />;
}

/** Country and currency: the countries of the phone code when a phone registers, the country's currencies. */
export function MarketFields({ registration }: { registration: RegistrationForm }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { form, fields, type, phoneCode } = registration;
  const country = form.watch('country');
  const countries =
    type === 'phone' ? countriesForPhoneCode(brand, phoneCode) : brand.countries.map((c) => c.code);
  // In the page's language; the brand's (English) name only where Intl has none.
  const countryName = (code: string) =>
    formatCountry(code, i18n.language) ?? brand.countries.find((c) => c.code === code)?.name ?? code;
  return (
    <div className="flex gap-2">
      <SelectField
        label={t('auth.fields.country')}
        className="flex-1"
        options={countries.map((c) => ({ value: c, label: countryName(c) }))}
        {...fields.country}
      />
      <SelectField
        label={t('auth.fields.currency')}
        className="w-32"
        options={currenciesForCountry(brand, country).map((c) => ({ value: c, label: c }))}
        {...fields.currency}
      />
    </div>
  );
}

/** The promo code (checked for the market chosen above) and the agreements, the last fields before registering. */
export function ClosingFields({ registration }: { registration: RegistrationForm }) {
  const { t } = useTranslation();
  const { form, fields } = registration;
  const { errors } = form.formState;
  // Watched here, not by the whole form: a key typed in the promo code renders only these fields.
  const [promoCode, currency, country] = useWatch({
    control: form.control,
    name: ['promoCode', 'currency', 'country'],
  });
  return (
    <>
      <PromoCodeField
        label={t('auth.fields.promoCode')}
        autoComplete="off"
        typed={promoCode}
        market={{ currency, country }}
        error={errors.promoCode?.message}
        {...fields.promoCode}
      />
      <CheckboxField
        label={
          <Trans
            i18nKey="auth.fields.agreements"
            components={{
              terms: <DocumentLink slug="general-terms-conditions" />,
              privacy: <DocumentLink slug="privacy-policy" />,
            }}
          />
        }
        error={errors.agreements?.message}
        {...fields.agreements}
      />
    </>
  );
}

/** A page the player accepts, opened beside the form so the registration stays as it is. */
function DocumentLink({ slug, children }: { slug: string; children?: ReactNode }) {
  return (
    <a href={paths.page(slug)} target="_blank" rel="noopener" className="underline underline-offset-2">
      {children}
    </a>
  );
}

/** What a step's form takes: the registration form, whether a call is running, and what submit does. */
export interface StepProps {
  registration: RegistrationForm;
  busy: boolean;
  onSubmit: () => void;
}

/** A step's form: its fields, then Next (or Register on the last step), then what follows it. */
export function StepForm({
  step,
  registration,
  busy,
  onSubmit,
  children,
  after,
}: StepProps & { step: RegistrationStep; children: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" disabled={busy} onMouseDown={keepFocusOnPress}>
        {nextStep(step, registration.ctx) ? t('auth.registration.next') : t('auth.registration.submit')}
      </Button>
      {after}
    </form>
  );
}
