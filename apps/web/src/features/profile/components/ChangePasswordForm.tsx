import type { Profile } from '@croupier/contract/profile';
import { changePasswordProblems } from '@croupier/contract/rules/profile';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { useCommonPasswords } from '../../../shared/forms/common-passwords.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { ruleValidator } from '../../../shared/forms/rules.ts';
import { usePlayerForm } from '../../../shared/forms/use-player-form.ts';
import { Button, keepFocusOnPress } from '../../../shared/ui/Button.tsx';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';

interface PasswordValues {
  oldPassword: string;
  password: string;
  repeatPassword: string;
}

const FIELDS = ['oldPassword', 'password', 'repeatPassword'] as const;

/**
 * Change password (000 §5, §8): the old password by the brand's rules; the new one by the brand's
 * rules and not containing the e-mail name nor equal to the username; the repeat must match. Server
 * field errors go on their fields, a general error on the old password, anything else is
 * `auth.errors.unexpected-alert-title`.
 */
export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const changePassword = useChangePassword();
  const { t } = useTranslation();
  const brand = useBrand();
  const commonPasswords = useCommonPasswords();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = usePlayerForm<PasswordValues>({
    defaultValues: { oldPassword: '', password: '', repeatPassword: '' },
  });
  const rules = (name: string) => ({ rules: brand.fieldRules[name], errorsPerField: brand.errorsPerField });
  const problem =
    (field: 'password' | 'repeatPassword') => (_value: string, values: Record<string, unknown>) => [
      changePasswordProblems(
        { password: String(values.password ?? ''), repeatPassword: String(values.repeatPassword ?? '') },
        profile,
        commonPasswords,
      )[field],
    ];

  const onSubmit = async (values: PasswordValues) => {
    try {
      await changePassword.mutateAsync(values);
      reset();
      toastSuccess(t('profile.password.changed'));
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        const fields = Object.entries(error.fieldErrors).filter(([f]) =>
          (FIELDS as readonly string[]).includes(f),
        );
        for (const [field, message] of fields) {
          setError(field as keyof PasswordValues, { type: 'server', message: fieldErrorKey(message) });
        }
        if (fields.length === 0) {
          setError('oldPassword', {
            type: 'server',
            message: fieldErrorKey(error.code ?? 'error.undefined'),
          });
        }
      } else {
        toastError(t('auth.errors.unexpected-alert-title'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label={t('profile.password.old')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword', { validate: ruleValidator({ ...rules('oldPassword'), required: true }) })}
      />
      <TextField
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', {
          validate: ruleValidator({ ...rules('password'), required: true, extra: problem('password') }),
        })}
      />
      <TextField
        label={t('profile.password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register('repeatPassword', {
          validate: ruleValidator({ ...rules('password'), required: true, extra: problem('repeatPassword') }),
        })}
      />
      <div>
        <Button type="submit" disabled={isSubmitting} onMouseDown={keepFocusOnPress}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
