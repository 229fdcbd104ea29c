import { CASHIER_MESSAGE_SOURCE } from '@croupier/contract/payments';
import { describe, expect, it } from 'vitest';
import { readCashierMessage } from './cashier-message.ts';
import { cashierUrlIn } from './cashier-url.ts';
import {
  accountNumberMessage,
  amountInLimitsMessage,
  collapseHolderName,
  holderNameMessage,
  voucherCodeMessage,
} from './rules.ts';

const PROVIDER = 'https://pay.example.com';
const result = { source: CASHIER_MESSAGE_SOURCE, type: 'result', paymentId: 'p1', status: 'COMPLETED' };

describe('the cashier link in the page’s language', () => {
  it('adds the language and keeps the signed session', () => {
    expect(cashierUrlIn('https://pay.example.com/cashier?session=a.b-c_d', 'pt-BR')).toBe(
      'https://pay.example.com/cashier?session=a.b-c_d&lang=pt-BR',
    );
    expect(cashierUrlIn('https://pay.example.com/cashier?session=s&lang=en', 'ar')).toBe(
      'https://pay.example.com/cashier?session=s&lang=ar',
    );
  });
});

describe('cashier frame messages (001 §4)', () => {
  const frame = {} as Window;

  it('reads a message of the provider, from its frame', () => {
    expect(readCashierMessage({ origin: PROVIDER, source: frame, data: result }, PROVIDER, frame)).toEqual(
      result,
    );
  });

  it('ignores any other origin, even with a well-formed message', () => {
    for (const origin of [
      'https://evil.example.com',
      'http://pay.example.com',
      'https://pay.example.com:8443',
      'null',
    ]) {
      expect(readCashierMessage({ origin, source: frame, data: result }, PROVIDER, frame)).toBeNull();
    }
  });

  it('ignores a message of the provider origin from another window', () => {
    expect(
      readCashierMessage({ origin: PROVIDER, source: {} as Window, data: result }, PROVIDER, frame),
    ).toBeNull();
  });

  it('ignores messages of a foreign shape', () => {
    for (const data of [
      'initialised',
      { ...result, source: 'someone-else' },
      { ...result, status: 'MAYBE' },
      { source: CASHIER_MESSAGE_SOURCE, type: 'redirect', paymentId: 'p1', url: 'javascript:alert(1)' },
    ]) {
      expect(readCashierMessage({ origin: PROVIDER, source: frame, data }, PROVIDER, frame)).toBeNull();
    }
  });
});

describe('wallet form rules (001 §5)', () => {
  it('deposit amount: digits and one dot, within the method limits', () => {
    const limits = { min: 1, max: 10_000 };
    expect(amountInLimitsMessage('', limits, 2)).toBe('auth.errors.field-required');
    expect(amountInLimitsMessage('1e3', limits, 2)).toBe('payment.errors.amount-format');
    expect(amountInLimitsMessage('1.2.3', limits, 2)).toBe('payment.errors.amount-format');
    expect(amountInLimitsMessage('1.234', limits, 2)).toBe('payment.errors.amount-format');
    expect(amountInLimitsMessage('0', limits, 2)).toBe('payment.errors.amount-format');
    expect(amountInLimitsMessage('0.99', limits, 2)).toBe('payment.errors.below-min');
    expect(amountInLimitsMessage('10000.01', limits, 2)).toBe('payment.errors.above-max');
    expect(amountInLimitsMessage('1', limits, 2)).toBeNull();
    expect(amountInLimitsMessage('25.5', limits, 2)).toBeNull();
  });

  it('voucher code: 16 letters and digits, lower case accepted', () => {
    expect(voucherCodeMessage('')).toBe('auth.errors.field-required');
    expect(voucherCodeMessage('ABCD')).toBe('voucher.errors.code');
    expect(voucherCodeMessage('ABCDEFGH-2345678')).toBe('voucher.errors.code');
    expect(voucherCodeMessage('abcdefgh23456789')).toBeNull();
  });

  it('bank account: digits only for the number; holder name collapsed and trimmed', () => {
    expect(accountNumberMessage('')).toBe('auth.errors.field-required');
    expect(accountNumberMessage('12 34 56 78')).toBe('bankAccount.errors.number');
    expect(accountNumberMessage('12345a78')).toBe('bankAccount.errors.number');
    expect(accountNumberMessage('12345678')).toBeNull();
    expect(collapseHolderName('  Ada    Lovelace \t King ')).toBe('Ada Lovelace King');
    expect(holderNameMessage('   ')).toBe('auth.errors.field-required');
    expect(holderNameMessage(' Ada  L ')).toBeNull();
  });
});
