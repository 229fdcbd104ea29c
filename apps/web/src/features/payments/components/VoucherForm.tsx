import { VOUCHER_CODE_LENGTH } from '@croupier/contract/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useActivateVoucher } from '../api/activate-voucher.ts';
import { voucherCodeMessage } from '../model/rules.ts';

/** 001 §4 voucher steps. */
type Step = { step: 'FORM' } | { step: 'SUCCESS'; money: string };

/**
 * The REDEEM tab (001 §2, §4, §5, §8): a 16-character code; submit stays disabled while the code is
 * empty or wrong. A refusal (400 or above) shows `server-error.{code}`; anything else
 * `form.unexpected-field-error`.
 */
export function VoucherForm() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const activation = useActivateVoucher();
  const [state, setState] = useState<Step>({ step: 'FORM' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isValid },
  } = useForm<{ code: string }>({ mode: 'onChange', defaultValues: { code: '' } });

  if (state.step === 'SUCCESS') {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t('voucher.success', { money: state.money })}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setState({ step: 'FORM' });
            }}
          >
            {t('voucher.again')}
          </Button>
        </div>
      </div>
    );
  }

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const result = await activation.mutateAsync(code.trim());
      setState({
        step: 'SUCCESS',
        money: money(result.amount, result.currency),
      });
    } catch (error) {
      const message =
        isApiError(error) && error.status >= 400 && error.code
          ? `server-error.${error.code}`
          : 'form.unexpected-field-error';
      setError('code', { message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label={t('voucher.code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={VOUCHER_CODE_LENGTH}
        error={errors.code?.message}
        {...register('code', { validate: (v) => voucherCodeMessage(v) ?? true })}
      />
      <Button type="submit" disabled={!isValid || !!errors.code || isSubmitting}>
        {t('voucher.submit')}
      </Button>
    </form>
  );
}
