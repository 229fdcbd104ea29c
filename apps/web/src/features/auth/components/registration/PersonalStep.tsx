import { useTranslation } from 'react-i18next';
import {
  ClosingFields,
  MarketFields,
  RegistrationTextField,
  StepForm,
  type StepProps,
} from './RegistrationFields.tsx';

/** Step SECOND of the full template (000 §2): name, birth date, market, promo code and agreements. */
export function PersonalStep({ registration, busy, onSubmit }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepForm step="SECOND" registration={registration} busy={busy} onSubmit={onSubmit}>
      <div className="flex gap-2">
        <RegistrationTextField
          registration={registration}
          name="firstName"
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          className="flex-1"
        />
        <RegistrationTextField
          registration={registration}
          name="lastName"
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          className="flex-1"
        />
      </div>
      <RegistrationTextField
        registration={registration}
        name="birthDate"
        label={t('auth.fields.birthDate')}
        placeholder={t('auth.fields.birthDatePlaceholder')}
        autoComplete="bday"
      />
      <MarketFields registration={registration} />
      <ClosingFields registration={registration} />
    </StepForm>
  );
}
