import {
  DEPOSIT_MAX_AMOUNT,
  DEPOSIT_MIN_AMOUNT,
  Line,
  type PaymentType,
  WITHDRAWAL_MAX_AMOUNT,
  WITHDRAWAL_MIN_AMOUNT,
} from '@croupier/contract';
import { z } from 'zod';
import type { PartnerCallContext } from '../../platform/partner-fetch.ts';

/** A payment method as the provider offers it. */
export interface ProviderMethod {
  id: string;
  name: string;
  paymentType: PaymentType;
  /** Major units. */
  min: number;
  max: number;
  processingTime: string;
}

/** What the provider's cashier page needs to take a deposit. */
export interface DepositSession {
  paymentId: string;
  playerUuid: string;
  method: string;
  /** Major units, as text ('10.50'). */
  amount: string;
  currency: string;
  /** The web origin the cashier page posts its messages to (001 §4). */
  parentOrigin: string;
}

export interface PayoutRequest {
  paymentId: string;
  playerUuid: string;
  method: string;
  amount: string;
  currency: string;
}

export class ProviderUnavailable extends Error {}

/** What the provider knows of one payment (its status call); null from `paymentStatus` when nothing. */
export interface ProviderPaymentStatus {
  kind: 'deposit' | 'payout';
  state: 'PENDING' | 'AWAITING_3DS' | 'COMPLETED' | 'DECLINED' | 'CANCELLED';
  providerTransactionId: string;
  /** Major units as text, as in its webhooks. */
  amount: string;
  currency: string;
}

/**
 * A payment provider (GUIDE §1): the sandbox's stand-in, or a real one behind the same interface.
 * Deposits happen on the provider's cashier page; results come back as signed webhooks.
 */
export interface PaymentProvider {
  /** The aggregatorId players send. */
  readonly id: string;
  /** Where the cashier page and webhooks come from. */
  readonly origin: string;
  methods(currency: string, type: PaymentType): ProviderMethod[];
  /** The cashier page to load in the deposit frame for this payment. */
  cashierUrl(session: DepositSession): Promise<string>;
  /**
   * Sends a withdrawal; answers the provider's transaction id. Idempotent by payment id: a repeat
   * (after a crash or a lost answer) answers the same payout and pays once. Throws ProviderUnavailable.
   */
  requestPayout(payout: PayoutRequest): Promise<{ providerTransactionId: string }>;
  /**
   * Stops a payout that has not settled; 'settled' when it is too late. A payout the provider never
   * heard of is 'cancelled' (and can no longer be requested). Throws ProviderUnavailable.
   */
  cancelPayout(paymentId: string, call?: PartnerCallContext): Promise<'cancelled' | 'settled'>;
  /** The provider's status of a payment, null when it knows none. Throws ProviderUnavailable. */
  paymentStatus(paymentId: string): Promise<ProviderPaymentStatus | null>;
}

/** The sandbox provider's methods (a real provider would list its own). */
export function sandboxMethods(currency: string, type: PaymentType): ProviderMethod[] {
  void currency;
  if (type === 'deposit') {
    return [
      {
        id: 'card',
        name: 'Card',
        paymentType: type,
        min: DEPOSIT_MIN_AMOUNT,
        max: DEPOSIT_MAX_AMOUNT,
        processingTime: 'instant',
      },
      {
        id: 'e-wallet',
        name: 'Sandbox Wallet',
        paymentType: type,
        min: DEPOSIT_MIN_AMOUNT,
        max: DEPOSIT_MAX_AMOUNT,
        processingTime: 'instant',
      },
    ];
  }
  return [
    {
      id: 'bank-transfer',
      name: 'Bank transfer',
      paymentType: type,
      min: WITHDRAWAL_MIN_AMOUNT,
      max: WITHDRAWAL_MAX_AMOUNT,
      processingTime: '1-3 days',
    },
    {
      id: 'card',
      name: 'Card',
      paymentType: type,
      min: WITHDRAWAL_MIN_AMOUNT,
      max: WITHDRAWAL_MAX_AMOUNT,
      processingTime: '1 day',
    },
  ];
}

/** A provider's webhook body (the sandbox's format; a real provider's adapter maps its own to this). */
export const WebhookEvent = z.object({
  /** The provider's event id (informational; idempotency is by transaction id and type). */
  id: Line().min(1).max(128),
  type: z.enum([
    'deposit.pending',
    'deposit.completed',
    'deposit.declined',
    'payout.completed',
    'payout.declined',
  ]),
  /** Our payment id. */
  paymentId: z.uuid(),
  providerTransactionId: Line().min(1).max(128),
  /** Major units as text. */
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: Line().max(40),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;
