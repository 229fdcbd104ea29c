import type { PaymentMethod } from '@croupier/contract/payments';
import type { DepositLimitDetails } from '@croupier/contract/protection';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { PromoCodeField } from '../../../shared/promo/PromoCodeField.tsx';
import { playerLimitsQuery, tightestDepositLimit } from '../../../shared/protection/get-player-limits.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastWarning } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useDeposit } from '../api/deposit.ts';
import { paymentMethodsQuery } from '../api/get-payment-methods.ts';
import { depositLimitRefusal, errorCode, isMethodNotFound } from '../model/errors.ts';
import { amountInDepositLimitMessage, amountInLimitsMessage, defaultDepositAmount } from '../model/rules.ts';
import { CashierFrame } from './CashierFrame.tsx';
import { PaymentFields, type PaymentValues, paymentBody, usePaymentForm } from './PaymentFields.tsx';

/**
 * The DEPOSIT tab (001 §2, §4, §8): method and amount (starting at the brand's default deposit for
 * the player's currency, 001 §9), then the provider's cashier in a frame.
 * An anti-fraud reject is a warning toast and bans deposits for this visit; a method the provider
 * does not know makes deposits not available. With deposit limits the amount is capped at what the
 * tightest leaves (docs/decisions/042-deposit-limits.md); a refusal over it says what is left and
 * until when.
 */
export function DepositForm({ uuid, currency }: { uuid: string; currency: string }) {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQuery(uuid, 'deposit', currency));
  const [banned, setBanned] = useState(false);
  const [notAvailable, setNotAvailable] = useState(false);
  const [cashier, setCashier] = useState<{ url: string; paymentId: string } | null>(null);

  if (banned) return <p role="alert">{t('antiFraud.deposit')}</p>;
  if (notAvailable || isMethodNotFound(methods.error) || methods.data?.length === 0) {
    return <p role="alert">{t('deposit.notAvailable')}</p>;
  }
  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  if (!methods.data) return <Spinner />;
  if (cashier) {
    return (
      <div className="flex flex-col gap-4">
        <CashierFrame url={cashier.url} paymentId={cashier.paymentId} />
        <div>
          <Button variant="secondary" onClick={() => setCashier(null)}>
            {t('deposit.again')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form
      uuid={uuid}
      currency={currency}
      methods={methods.data}
      onCashier={setCashier}
      onBanned={() => setBanned(true)}
      onNotAvailable={() => setNotAvailable(true)}
    />
  );
}

function Form({
  uuid,
  currency,
  methods,
  onCashier,
  onBanned,
  onNotAvailable,
}: {
  uuid: string;
  currency: string;
  methods: PaymentMethod[];
  onCashier: (c: { url: string; paymentId: string }) => void;
  onBanned: () => void;
  onNotAvailable: () => void;
}) {
  const { t } = useTranslation();
  const units = useFormat().units(currency);
  const { cashier } = useBrand();
  const { form, method } = usePaymentForm(methods, defaultDepositAmount(cashier, currency, units));
  const deposit = useDeposit(uuid);
  // Without the limits (not read yet, or the read failed) the form does not cap: the server checks anyway.
  const tightest = tightestDepositLimit(useQuery(playerLimitsQuery(uuid)).data);
  const limit = tightest && { left: tightest.left, freesAt: tightest.freesAt, currency };
  const [refused, setRefused] = useState<DepositLimitDetails | null>(null);

  const onSubmit = async (values: PaymentValues) => {
    if (!method) return;
    setRefused(null);
    try {
      const payment = await deposit.mutateAsync(paymentBody(uuid, currency, method, values));
      if (payment.isNotFound || !payment.redirectLink) {
        onNotAvailable();
        return;
      }
      track('deposit', {
        status: 'started',
        method: method.id,
        currency,
        isFirstDeposit: payment.isFirstDeposit,
      });
      onCashier({ url: payment.redirectLink, paymentId: payment.paymentId });
    } catch (error) {
      const code = errorCode(error);
      track('deposit_error', { code: code ?? 'network', method: method.id });
      const overLimit = depositLimitRefusal(error);
      if (overLimit) {
        setRefused(overLimit);
      } else if (code === 'reject') {
        toastWarning(t('antiFraud.deposit'));
        onBanned();
      } else if (isMethodNotFound(error)) {
        onNotAvailable();
      } else {
        toastApiError(error);
      }
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <PaymentFields
        form={form}
        methods={methods}
        method={method}
        currency={currency}
        amountMessage={(v) =>
          (method ? amountInLimitsMessage(v, method.limits, units) : null) ??
          amountInDepositLimitMessage(v, limit?.left ?? null, units)
        }
        amountHint={limit && <DepositLimitText limit={limit} />}
      />
      <PromoCodeField
        label={t('deposit.promoCode')}
        autoComplete="off"
        typed={form.watch('promoCode')}
        {...form.register('promoCode')}
      />
      {refused && (
        <p role="alert" className="text-red-300 text-sm">
          <DepositLimitText limit={refused} />
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting || limit?.left === 0}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}

/** What a deposit limit leaves, and until when: under the amount, and as the refusal of a deposit over it. */
function DepositLimitText({ limit }: { limit: Pick<DepositLimitDetails, 'left' | 'freesAt' | 'currency'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const left = format.money(limit.left, limit.currency);
  const freesAt = limit.freesAt && format.dateTime(limit.freesAt);
  if (limit.left === 0 && freesAt) return t('deposit.limitReached', { freesAt });
  return freesAt ? t('deposit.limitLeftUntil', { left, freesAt }) : t('deposit.limitLeft', { left });
}
