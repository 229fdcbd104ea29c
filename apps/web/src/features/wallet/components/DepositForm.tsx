import type { PaymentMethod } from '@croupier/contract/cashier';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastWarning } from '../../../shared/ui/toast.tsx';
import { deposit, paymentMethodsQuery } from '../api/wallet.ts';
import { errorCode, isMethodNotFound, minorUnitsOf } from '../model/errors.ts';
import { amountInLimitsMessage, formatAmount } from '../model/rules.ts';
import { CashierFrame } from './CashierFrame.tsx';

interface Values {
  method: string;
  amount: string;
}

/**
 * The DEPOSIT tab (001 §2, §4, §8): method and amount, then the provider's cashier in a frame.
 * An anti-fraud reject is a warning toast and bans deposits for this visit; a method the provider
 * does not know makes deposits not available.
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
  const brand = useBrand();
  const units = minorUnitsOf(brand.currencies, currency);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { method: methods[0]?.id ?? '', amount: '' } });
  const method = methods.find((m) => m.id === watch('method')) ?? methods[0];
  const money = (amount: number) => `${formatAmount(amount, units)} ${currency}`;

  const onSubmit = async (values: Values) => {
    if (!method) return;
    try {
      const payment = await deposit(uuid, {
        currency,
        playerUUID: uuid,
        paymentMethod: method.id,
        aggregatorId: method.aggregatorId,
        amount: values.amount.trim(),
      });
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
      if (code === 'reject') {
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
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <SelectField
        label={t('deposit.method')}
        options={methods.map((m) => ({ value: m.id, label: m.name }))}
        {...register('method')}
      />
      <TextField
        label={t('deposit.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount', {
          validate: (v) => (method ? (amountInLimitsMessage(v, method.limits, units) ?? true) : true),
        })}
      />
      {method && (
        <p className="text-muted text-sm">
          {t('deposit.limits', { min: money(method.limits.min), max: money(method.limits.max) })}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
