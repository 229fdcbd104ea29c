import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../shared/forms/fields.tsx';
import { ClosingFields, MarketFields, StepForm } from './RegistrationFields.tsx';
import type { RegistrationForm } from './use-registration-form.ts';

/** Step SECOND of the full template (000 §2): name, birth date, market, promo code and agreements. */
export function PersonalStep({
  registration,
  busy,
  onSubmit,
}: {
  registration: RegistrationForm;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { form, fields } = registration;
  const { errors } = form.formState;
  return (
    <StepForm step="SECOND" registration={registration} busy={busy} onSubmit={onSubmit}>
      <div className="flex gap-2">
        <TextField
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          className="flex-1"
          error={errors.firstName?.message}
          {...fields.firstName}
        />
        <TextField
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          className="flex-1"
          error={errors.lastName?.message}
          {...fields.lastName}
        />
      </div>
      <TextField
        label={t('auth.fields.birthDate')}
        placeholder="dd.mm.yyyy"
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...fields.birthDate}
      />
      <MarketFields registration={registration} />
      <ClosingFields registration={registration} />
    </StepForm>
  );
}
