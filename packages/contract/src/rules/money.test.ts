import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, toMajor, toMinor, withdrawalAmountMessage } from './money.ts';
import { awaitingApproval, deriveBalance, displayStatus } from './payments.ts';

describe('money conversion', () => {
  it('reads decimal amounts exactly', () => {
    expect(toMinor(10.1, 2)).toBe(1010n);
    expect(toMinor('0.07', 2)).toBe(7n);
    expect(toMinor('.5', 2)).toBe(50n);
    expect(toMinor('12', 0)).toBe(12n);
    expect(toMinor('1.230', 2)).toBe(123n);
  });

  it('refuses what is not digits and one dot, or has too many decimals', () => {
    for (const bad of ['1e3', '1,5', '1.2.3', '-1', '', 'abc', '1.005', ' 1 2']) {
      expect(toMinor(bad, 2), bad).toBeNull();
    }
    expect(toMinor(-1, 2)).toBeNull();
    expect(toMinor(Number.NaN, 2)).toBeNull();
    expect(toMinor(1e12, 2)).toBeNull();
  });

  it('round-trips every amount of minor units through the wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 3 }), (minor, units) => {
        expect(toMinor(toMajor(minor, units), units)).toBe(minor);
        expect(toMinor(formatMinor(minor, units), units)).toBe(minor);
      }),
    );
  });

  it('formats with fixed decimals', () => {
    expect(formatMinor(123450n, 2)).toBe('1234.50');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(7n, 0)).toBe('7');
  });

  it('checks a withdrawal amount as typed (001 §5)', () => {
    expect(withdrawalAmountMessage('10.5', 20)).toBeNull();
    expect(withdrawalAmountMessage('20.01', 20)).toBe('payment.errors.less-amount');
    expect(withdrawalAmountMessage('1.2.3', 20)).toBe('payment.errors.amount-format');
    expect(withdrawalAmountMessage('', 20)).toBe('auth.errors.field-required');
  });
});

describe('payments rules', () => {
  it('derives real, bonus and total (001 §3)', () => {
    const wallets = [
      { walletId: 'USD', amount: 10.1, currency: 'USD' },
      { walletId: 'USD_bonus', amount: 5.2, currency: 'USD' },
      { walletId: 'EUR', amount: 99, currency: 'EUR' },
    ];
    expect(deriveBalance(wallets, 'USD')).toEqual({ real: 10.1, bonus: 5.2, total: 15.3 });
  });

  it('maps the first raw status to the display status (001 §4)', () => {
    expect(displayStatus('COMPLETED')).toBe('confirmed');
    expect(displayStatus('VERIFIED,PENDING')).toBe('confirmed');
    expect(displayStatus('REJECTED,CANCELLED')).toBe('cancelled');
    expect(displayStatus('REJECTED')).toBe('decline');
    expect(displayStatus('DECLINED')).toBe('decline');
    expect(displayStatus('PENDING,COMPLETED')).toBe('processing');
    expect(displayStatus('CREATED')).toBe('processing');
  });

  it('reads a submitted withdrawal as waiting for approval, and nothing else', () => {
    expect(awaitingApproval('WITHDRAW', 'SUBMITTED')).toBe(true);
    expect(awaitingApproval('WITHDRAW', 'submitted,PENDING')).toBe(true);
    expect(awaitingApproval('DEPOSIT', 'SUBMITTED')).toBe(false);
    expect(awaitingApproval('WITHDRAW', 'PENDING,SUBMITTED')).toBe(false);
  });
});

describe('cashier frame messages (001 §4)', () => {
  it('accepts the provider page’s messages and refuses others', async () => {
    const { CashierMessage } = await import('../payments.ts');
    const base = { source: 'croupier-cashier', paymentId: 'p1' };
    expect(CashierMessage.safeParse({ ...base, type: 'initialised' }).success).toBe(true);
    expect(
      CashierMessage.safeParse({ ...base, type: 'redirect', url: 'http://localhost:3100/cashier/3ds/x' })
        .success,
    ).toBe(true);
    expect(CashierMessage.safeParse({ ...base, type: 'redirect', url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(CashierMessage.safeParse({ ...base, source: 'other', type: 'initialised' }).success).toBe(false);
  });
});
