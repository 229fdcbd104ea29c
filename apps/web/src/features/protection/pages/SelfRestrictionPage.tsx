import { SELF_RESTRICTION_MAX_DAYS, SELF_RESTRICTION_MIN_DAYS } from '@croupier/contract/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrors, TextAreaField, TextField } from '../../../shared/forms/fields.tsx';
import { paths } from '../../../shared/paths.ts';
import { logout } from '../../../shared/session/logout.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError, toastInfo } from '../../../shared/ui/toast.tsx';
import { WalletPage } from '../../../shared/wallet/WalletPage.tsx';
import { useSuspendProfile } from '../api/suspend-profile.ts';
import { suspensionMessages } from '../model/rules.ts';

/** `/profile/self-restriction` (001 §2, §3, §4, §5): Days 1 to 30 or Forever; it ends with logout. */
export function SelfRestrictionPage() {
  const { t } = useTranslation();
  return (
    <WalletPage path={paths.selfRestriction} title={t('selfRestriction.title')}>
      {(uuid) => <SelfRestrictionForm uuid={uuid} />}
    </WalletPage>
  );
}

interface Values {
  durationUnit: '' | 'Days' | 'Forever';
  durationAmount: string;
  reason: string;
  comment: string;
}

export function SelfRestrictionForm({ uuid }: { uuid: string }) {
  const suspend = useSuspendProfile(uuid);
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { durationUnit: '', durationAmount: '', reason: '', comment: '' },
  });
  const unit = watch('durationUnit');
  const onSubmit = async (values: Values) => {
    const forever = values.durationUnit === 'Forever';
    try {
      await suspend.mutateAsync({
        durationUnit: forever ? 'Forever' : 'Days',
        ...(!forever && { durationAmount: Number(values.durationAmount) }),
        ...(values.reason.trim() && { reason: values.reason.trim() }),
        ...(values.comment.trim() && { comment: values.comment.trim() }),
        permanent: forever,
      });
    } catch (error) {
      toastApiError(error);
      return;
    }
    toastInfo(t('selfRestriction.done'));
    await logout();
  };
  const unitError = errors.durationUnit?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-muted text-sm">{t('selfRestriction.intro')}</p>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={unitError ? true : undefined}
        aria-describedby={unitError ? 'self-restriction-unit-error' : undefined}
      >
        <legend className="mb-1 font-medium text-sm">{t('selfRestriction.unit')}</legend>
        {(['Days', 'Forever'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="focus-ring size-4"
              {...register('durationUnit', {
                validate: (_, all) => suspensionMessages(all).durationUnit ?? true,
              })}
            />
            {t(`selfRestriction.units.${value}`)}
          </label>
        ))}
        <FieldErrors id="self-restriction-unit-error" error={unitError} />
      </fieldset>
      {unit === 'Days' && (
        <TextField
          label={t('selfRestriction.days', {
            min: SELF_RESTRICTION_MIN_DAYS,
            max: SELF_RESTRICTION_MAX_DAYS,
          })}
          inputMode="numeric"
          error={errors.durationAmount?.message}
          {...register('durationAmount', {
            validate: (_, all) => suspensionMessages(all).durationAmount ?? true,
          })}
        />
      )}
      <TextField label={t('selfRestriction.reason')} maxLength={200} {...register('reason')} />
      <TextAreaField label={t('selfRestriction.comment')} maxLength={1000} {...register('comment')} />
      <p role="note" className="rounded-lg border border-line p-3 text-sm">
        {t('selfRestriction.warning')}
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {t('selfRestriction.submit')}
      </Button>
    </form>
  );
}
