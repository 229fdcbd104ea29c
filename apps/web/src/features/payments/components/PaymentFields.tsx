import type { PaymentBody, PaymentMethod } from '@croupier/contract/payments';
import { normalizePromoCode } from '@croupier/contract/rules/credentials';
import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { useFormat } from '../../../shared/use-format.ts';

/** What a deposit or a withdrawal asks: the provider's method and the amount, as typed. */
export interface PaymentValues {
  method: string;
  amount: string;
  /** Deposits only (001 §7 additionalFields.promoCode). */
  promoCode: string;
}

/** The body of a deposit or withdrawal (001 §7) for the chosen method and the amount as typed. */
export function paymentBody(
  uuid: string,
  currency: string,
  method: PaymentMethod,
  values: PaymentValues,
): PaymentBody {
  return {
    currency,
    playerUUID: uuid,
    paymentMethod: method.id,
    aggregatorId: method.aggregatorId,
    amount: values.amount.trim(),
    ...(normalizePromoCode(values.promoCode) && {
      additionalFields: { promoCode: normalizePromoCode(values.promoCode) },
    }),
  };
}

/**
 * A deposit or withdrawal form, with the method now chosen (the first one until the player picks);
 * the amount starts as `amount` (the brand's default deposit, 001 §9), else empty.
 */
export function usePaymentForm(methods: readonly PaymentMethod[], amount = '') {
  const form = useForm<PaymentValues>({
    mode: 'onTouched',
    defaultValues: { method: methods[0]?.id ?? '', amount, promoCode: '' },
  });
  const method = methods.find((m) => m.id === form.watch('method')) ?? methods[0];
  return { form, method };
}

/**
 * The method (a choice when the provider offers more than one), the amount with the rule of the
 * form, and the method's limits (and processing time, for a withdrawal).
 */
export function PaymentFields({
  form,
  methods,
  method,
  currency,
  amountMessage,
  currencyRules,
  amountHint,
  showProcessingTime = false,
}: {
  form: UseFormReturn<PaymentValues>;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  currency: string;
  /** The amount's rule: null when it may be sent, else the message key. */
  amountMessage: (text: string) => string | null;
  /** The brand's rules for this currency (a `ruleValidator`), run once `amountMessage` passes. */
  currencyRules?: ((value: string, values: PaymentValues) => Promise<true | string>) | undefined;
  /** A line under the amount, which the field names (what a deposit limit leaves). */
  amountHint?: ReactNode;
  showProcessingTime?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  return (
    <>
      {methods.length > 1 && (
        <SelectField
          label={t('cashier.method')}
          options={methods.map((m) => ({ value: m.id, label: m.name }))}
          {...form.register('method')}
        />
      )}
      <TextField
        label={t('cashier.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.amount?.message}
        errorValues={method ? { min: money(method.limits.min), max: money(method.limits.max) } : undefined}
        hint={amountHint}
        {...form.register('amount', {
          validate: async (v, values) =>
            amountMessage(v) ?? (currencyRules ? currencyRules(v, values) : true),
        })}
      />
      {method && (
        <p className="text-muted text-sm">
          {t('cashier.limits', { min: money(method.limits.min), max: money(method.limits.max) })}
          {showProcessingTime && ` · ${t('cashier.processingTime', { time: method.processingTime })}`}
        </p>
      )}
    </>
  );
}
