import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_LENGTH } from '@croupier/contract';

/** Letters and digits a person does not confuse when typing a printed code (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface DemoVoucher {
  code: string;
  currency: string;
  /** Minor units. */
  amount: bigint;
}

/** A 16-character code from the CSPRNG: 31^16 ≈ 2^79, not guessable, different on every install. */
export function voucherCode(): string {
  let code = '';
  while (code.length < VOUCHER_CODE_LENGTH) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Retail vouchers of the local demo (001 §5: 16-character codes, single use): 40 per currency of the
 * brand, worth 10, 25, 50 or 100. Random per install (codes computed from a fixed seed
 * were redeemed); `npm run demo-vouchers -w @croupier/server` lists the unused ones.
 */
export function demoVouchers(currencies: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD']): DemoVoucher[] {
  const values = [1000n, 2500n, 5000n, 10000n];
  const out: DemoVoucher[] = [];
  for (const currency of currencies) {
    for (let i = 0; i < 40; i += 1) {
      out.push({ code: voucherCode(), currency, amount: values[i % values.length] as bigint });
    }
  }
  return out;
}

/** The brand's vouchers nobody has redeemed yet (the payments module's query, one place). */
export { unusedVouchers } from '../src/modules/payments/index.ts';
