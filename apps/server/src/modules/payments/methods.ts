import {
  ErrorCode,
  type PaymentMethod,
  type PaymentResponse,
  type PaymentType,
  toMinor,
} from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsBody, PaymentsDeps } from './deps.ts';
import type { PaymentRow } from './tables.ts';

/** The provider's methods for a brand currency and payment type (001 §7 payment methods). */
export function methods(d: PaymentsDeps, currency: string, type: PaymentType): PaymentMethod[] {
  d.wallet.minorUnits(currency);
  return d.provider.methods(currency, type).map((m) => ({
    id: m.id,
    name: m.name,
    aggregatorId: d.provider.id,
    paymentType: m.paymentType,
    currency,
    limits: { min: m.min, max: m.max },
    processingTime: m.processingTime,
  }));
}

/** The provider's method the body names; 400 payment.method.not.found otherwise. */
export function findMethod(d: PaymentsDeps, body: PaymentsBody, type: PaymentType) {
  const found =
    body.aggregatorId === d.provider.id
      ? d.provider.methods(body.currency, type).find((m) => m.id === body.paymentMethod)
      : undefined;
  if (!found)
    throw new AppError(ErrorCode.paymentMethodNotFound, `Payment method ${body.paymentMethod} not found`);
  return found;
}

/** The amount in minor units, within the method's limits. */
export function checkedAmount(d: PaymentsDeps, body: PaymentsBody, min: number, max: number): bigint {
  const units = d.wallet.minorUnits(body.currency);
  const minor = toMinor(body.amount, units);
  if (minor === null || minor <= 0n) {
    throw new AppError(ErrorCode.validation, 'Invalid amount', {
      fieldErrors: { amount: 'payment.errors.amount-format' },
    });
  }
  const lo = toMinor(min, units) ?? 0n;
  const hi = toMinor(max, units) ?? 0n;
  if (minor < lo || minor > hi) {
    throw new AppError(
      ErrorCode.validation,
      `The amount must be between ${min} and ${max} ${body.currency}`,
      {
        fieldErrors: { amount: `must be between ${min} and ${max}` },
        details: { min, max },
      },
    );
  }
  return minor;
}

/** A payment as the deposit and withdrawal calls answer it. */
export function paymentView(p: PaymentRow, redirectLink: string | null = null): PaymentResponse {
  return {
    paymentId: p.id,
    generationDate: p.createdAt.toISOString(),
    redirectLink,
    isFirstDeposit: p.isFirstDeposit,
    isNotFound: false,
    status: p.status,
    creationTime: p.createdAt.toISOString(),
  };
}
