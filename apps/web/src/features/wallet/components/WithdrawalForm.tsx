import type { PaymentMethod } from '@croupier/contract/cashier';
import { withdrawalAmountMessage } from '@croupier/contract/rules/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastError } from '../../../shared/ui/toast.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { useBalance } from '../api/balance.ts';
import {
  lifetimeLimitsQuery,
  paymentMethodsQuery,
  realWagerQuery,
  WALLET_QUERY_KEY,
  withdraw,
} from '../api/wallet.ts';
import { errorCode, isMethodNotFound, minorUnitsOf } from '../model/errors.ts';
import { formatAmount } from '../model/rules.ts';

interface Values {
  method: string;
  amount: string;
}

/**
 * The withdrawal form (001 §2, §4, §5, §8), shown in the withdrawal modal: the amount (digits and
 * one dot, not above what may be withdrawn), the lifetime limit and the wagering check. A request
 * holds the amount at once; it stays pending until the provider settles it.
 */
export function WithdrawalForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const balance = useBalance(uuid);
  const methods = useQuery({ ...paymentMethodsQuery(uuid ?? '', 'withdraw'), enabled: !!uuid });
  const limits = useQuery({ ...lifetimeLimitsQuery(uuid ?? ''), enabled: !!uuid });
  const wager = useQuery({ ...realWagerQuery(uuid ?? ''), enabled: !!uuid });
  const [unavailable, setUnavailable] = useState(false);
  const [done, setDone] = useState<{ amount: string; currency: string } | null>(null);

  if (unavailable || isMethodNotFound(methods.error) || methods.data?.length === 0) {
    return <Unavailable onClose={onClose} />;
  }
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t('withdrawal.pending', done)}</p>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    );
  }
  if (balance.isError || methods.isError || limits.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void balance.refetch();
          void methods.refetch();
          void limits.refetch();
        }}
      />
    );
  }
  if (!uuid || !balance.data || !methods.data || !limits.data) return <Spinner />;
  return (
    <Form
      uuid={uuid}
      withdrawable={balance.data.withdrawable.amount}
      currency={balance.data.currency}
      methods={methods.data}
      limits={limits.data}
      wager={wager.data}
      onUnavailable={() => setUnavailable(true)}
      onDone={setDone}
    />
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p role="alert">{t('withdrawal.unavailable')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
    </div>
  );
}

function Form({
  uuid,
  withdrawable,
  currency,
  methods,
  limits,
  wager,
  onUnavailable,
  onDone,
}: {
  uuid: string;
  withdrawable: number;
  currency: string;
  methods: PaymentMethod[];
  limits: { limitAmount: number; totalWithdrawalAmount: number; limitReached: boolean };
  wager: { toWager: number; wagered: number; fulfilled: boolean } | undefined;
  onUnavailable: () => void;
  onDone: (result: { amount: string; currency: string }) => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  const units = minorUnitsOf(brand.currencies, currency);
  const money = (amount: number) => `${formatAmount(amount, units)} ${currency}`;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { method: methods[0]?.id ?? '', amount: '' } });
  const method = methods.find((m) => m.id === watch('method')) ?? methods[0];

  const onSubmit = async (values: Values) => {
    if (!method) return;
    try {
      const result = await withdraw(uuid, {
        currency,
        playerUUID: uuid,
        paymentMethod: method.id,
        aggregatorId: method.aggregatorId,
        amount: values.amount.trim(),
      });
      if (result.isNotFound) {
        track('withdrawal', { status: 'error', reason: 'not-found' });
        onUnavailable();
        return;
      }
      track('withdrawal', { status: 'requested', method: method.id, currency });
      refreshBalance();
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
      onDone({ amount: formatAmount(Number(values.amount), units), currency });
    } catch (error) {
      const code = errorCode(error);
      const details = isApiError(error) ? error.details : {};
      if (code === 'deposit_wager' || details.check === 'deposit_wager') {
        toastError(
          t('withdrawal.errors.deposit-wager', {
            toWager: formatAmount(Number(details.toWager ?? 0), units),
            wagered: formatAmount(Number(details.wagered ?? 0), units),
            currency: String(details.currency ?? currency),
          }),
        );
      } else if (code === 'error.check_active_bonus') {
        toastError(t('middleware.error.check_active_bonus'));
      } else if (code === 'withdrawable.less.than.amount') {
        setError('amount', { message: 'payment.errors.less-amount' });
        refreshBalance();
      } else if (isMethodNotFound(error)) {
        track('withdrawal', { status: 'error', reason: 'method-not-found' });
        onUnavailable();
      } else {
        toastApiError(error);
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('withdrawal.withdrawable')}</dt>
        <dd>{money(withdrawable)}</dd>
        <dt className="text-muted">{t('withdrawal.lifetimeLimit')}</dt>
        <dd>
          {t('withdrawal.lifetimeUsed', {
            used: money(limits.totalWithdrawalAmount),
            limit: money(limits.limitAmount),
          })}
        </dd>
      </dl>
      {limits.limitReached && <p role="alert">{t('withdrawal.limitReached')}</p>}
      {wager && !wager.fulfilled && (
        <p className="rounded-lg border border-line p-3 text-sm">
          {t('withdrawal.wagerNeeded', { toWager: money(wager.toWager), wagered: money(wager.wagered) })}
        </p>
      )}
      {methods.length > 1 && (
        <SelectField
          label={t('withdrawal.method')}
          options={methods.map((m) => ({ value: m.id, label: m.name }))}
          {...register('method')}
        />
      )}
      <TextField
        label={t('withdrawal.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount', {
          validate: (v) => withdrawalAmountMessage(v, withdrawable, units) ?? true,
        })}
      />
      {method && (
        <p className="text-muted text-sm">
          {t('withdrawal.methodLimits', {
            min: money(method.limits.min),
            max: money(method.limits.max),
            time: method.processingTime,
          })}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting || limits.limitReached}>
        {t('withdrawal.submit')}
      </Button>
    </form>
  );
}
