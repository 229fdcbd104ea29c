import { middlewareKey } from '@croupier/contract/errors';
import type { PaymentMethod } from '@croupier/contract/payments';
import { withdrawalAmountMessage } from '@croupier/contract/rules/money';
import { awaitingApproval } from '@croupier/contract/rules/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { ruleValidator } from '../../../shared/forms/rules.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastError } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useBalance } from '../../../shared/wallet/balance.ts';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { realWagerQuery } from '../../../shared/wallet/get-real-wager.ts';
import { lifetimeLimitsQuery } from '../api/get-lifetime-limits.ts';
import { paymentMethodsQuery } from '../api/get-payment-methods.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { errorCode, isMethodNotFound } from '../model/errors.ts';
import { amountInLimitsMessage } from '../model/rules.ts';
import { PaymentFields, type PaymentValues, paymentBody, usePaymentForm } from './PaymentFields.tsx';

/** What the form says once the withdrawal is requested: sent on, or waiting for an operator. */
interface WithdrawalDone {
  money: string;
  waits: boolean;
}

/**
 * The withdrawal form (001 §2, §4, §5, §8), shown in the withdrawal modal: the amount (digits and
 * one dot, not above what may be withdrawn, in the method's limits, then the brand's rules for the
 * currency), the lifetime limit and the wagering check. A request
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
  const [done, setDone] = useState<WithdrawalDone | null>(null);

  if (unavailable || isMethodNotFound(methods.error) || methods.data?.length === 0) {
    return <Unavailable onClose={onClose} />;
  }
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">
          {t(done.waits ? 'withdrawal.awaiting-approval' : 'withdrawal.pending', { money: done.money })}
        </p>
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
      onClose={onClose}
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
  onClose,
}: {
  uuid: string;
  withdrawable: number;
  currency: string;
  methods: PaymentMethod[];
  limits: { limitAmount: number; totalWithdrawalAmount: number; limitReached: boolean };
  wager: { toWager: number; wagered: number; fulfilled: boolean } | undefined;
  onUnavailable: () => void;
  onDone: (result: WithdrawalDone) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdrawal = useWithdraw(uuid);
  const refreshBalance = useRefreshBalance();
  const format = useFormat();
  const units = format.units(currency);
  const money = (value: unknown, cur = currency) => format.money(Number(value ?? 0), cur);
  const { form, method } = usePaymentForm(methods);
  // 001 §5: the currency's own rules come from the brand's content, after the spec's fixed ones.
  const brand = useBrand();
  const rules = brand.cashier?.withdrawalRules?.[currency];
  const currencyRules = rules && ruleValidator({ rules, errorsPerField: brand.errorsPerField });

  const onSubmit = async (values: PaymentValues) => {
    if (!method) return;
    try {
      const result = await withdrawal.mutateAsync(paymentBody(uuid, currency, method, values));
      if (result.isNotFound) {
        track('withdrawal', { status: 'error', reason: 'not-found' });
        onUnavailable();
        return;
      }
      track('withdrawal', { status: 'requested', method: method.id, currency });
      onDone({ money: money(values.amount), waits: awaitingApproval('WITHDRAW', result.status) });
    } catch (error) {
      const code = errorCode(error);
      const details = isApiError(error) ? error.details : {};
      if (code === 'deposit_wager' || details.check === 'deposit_wager') {
        toastError(
          t('withdrawal.errors.deposit-wager', {
            toWager: money(details.toWager, String(details.currency ?? currency)),
            wagered: money(details.wagered, String(details.currency ?? currency)),
          }),
        );
      } else if (code === 'error.check_active_bonus') {
        toastError(t('middleware.error.check_active_bonus'));
      } else if (code === 'withdrawable.less.than.amount') {
        // 001 §8: the money moved under the form (a bet, another tab): the withdrawal modal closes,
        // the toast says why, and the balance is read again for the next attempt.
        toastError(t(middlewareKey(code)));
        refreshBalance();
        onClose();
      } else if (isMethodNotFound(error)) {
        track('withdrawal', { status: 'error', reason: 'method-not-found' });
        onUnavailable();
      } else {
        toastApiError(error);
      }
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
      <PaymentFields
        form={form}
        methods={methods}
        method={method}
        currency={currency}
        amountMessage={(v) =>
          withdrawalAmountMessage(v, withdrawable, units) ??
          (method ? amountInLimitsMessage(v, method.limits, units) : null)
        }
        currencyRules={currencyRules}
        showProcessingTime
      />
      <Button type="submit" disabled={form.formState.isSubmitting || limits.limitReached}>
        {t('withdrawal.submit')}
      </Button>
    </form>
  );
}
