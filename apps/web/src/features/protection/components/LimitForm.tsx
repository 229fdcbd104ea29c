import type { LimitKind, LimitPeriod, PlayerLimit, PlayerLimits } from '@croupier/contract/protection';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useSetPlayerLimit } from '../api/set-player-limit.ts';
import { limitAmountMessage } from '../model/rules.ts';

/** One window's limit of a kind as the card and its form show it (null: none in force). */
export interface LimitProps {
  uuid: string;
  kind: LimitKind;
  period: LimitPeriod;
  currency: string;
  limit: PlayerLimit | null;
}

/**
 * Sets or changes one window's limit, or removes it. The server decides what applies at once and
 * what waits; the toast says which, from its answer.
 */
export function LimitForm({ uuid, kind, period, currency, limit }: LimitProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const setLimit = useSetPlayerLimit(uuid);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ amount: string }>({ mode: 'onTouched', defaultValues: { amount: '' } });
  const periodText = t(`saferGambling.periods.${period}`);

  /** Sends the change; true when the server took it. */
  const send = async (amount: string | null) => {
    let answer: PlayerLimits;
    try {
      answer = await setLimit.mutateAsync({ kind, period, amount });
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.amount : undefined;
      if (field) setError('amount', { message: fieldErrorKey(field) });
      else toastApiError(error);
      return;
    }
    reset();
    const now = answer.limits.find((l) => l.kind === kind && l.period === period);
    if (now?.pending) {
      toastSuccess(t('saferGambling.savedPending', { date: format.dateTime(now.pending.effectiveAt) }));
    } else if (now) {
      toastSuccess(
        t(`saferGambling.kinds.${kind}.saved`, {
          period: periodText,
          amount: format.money(now.amount, currency),
        }),
      );
    }
  };

  const removable = limit?.setBy === 'PLAYER' && !(limit.pending && limit.pending.amount === null);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ amount }) => send(amount.trim()))}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField
        label={t(`saferGambling.kinds.${kind}.amount`, { period: periodText, currency })}
        inputMode="decimal"
        autoComplete="off"
        className="sm:flex-1"
        error={errors.amount?.message}
        {...register('amount', {
          validate: (v) => limitAmountMessage(v, format.units(currency)) ?? true,
        })}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" disabled={isSubmitting || setLimit.isPending}>
          {t(limit ? 'saferGambling.change' : 'saferGambling.set')}
        </Button>
        {removable && (
          <Button variant="secondary" disabled={setLimit.isPending} onClick={() => void send(null)}>
            {t('saferGambling.remove')}
          </Button>
        )}
      </div>
    </form>
  );
}
