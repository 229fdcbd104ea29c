import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './fields.tsx';

/** The phone-code select and the national number, side by side. */
export function PhoneFields({
  codes,
  codeField,
  phoneField,
  error,
}: {
  codes: readonly string[];
  codeField: UseFormRegisterReturn;
  phoneField: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <SelectField
        label={t('auth.fields.phoneCode')}
        options={codes.map((c) => ({ value: c, label: c }))}
        className="w-28"
        // '+971' stays '+971' in a right-to-left page.
        dir="ltr"
        {...codeField}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        className="flex-1"
        error={error}
        {...phoneField}
      />
    </div>
  );
}
