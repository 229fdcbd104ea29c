import { VOUCHER_CODE_LENGTH } from '@croupier/contract';
import { seededRandom } from './random.ts';

/** Letters and digits a person does not confuse when typing a printed code (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface DemoVoucher {
  code: string;
  currency: string;
  /** Minor units. */
  amount: bigint;
}

/**
 * Retail vouchers of the demo brand (001 §5: 16-character codes, single use), the same on every
 * machine: 40 per currency of the brand, worth 10, 25, 50 or 100.
 */
export function demoVouchers(currencies: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD']): DemoVoucher[] {
  const random = seededRandom(0x5eed_cafe);
  const values = [1000n, 2500n, 5000n, 10000n];
  const out: DemoVoucher[] = [];
  for (const currency of currencies) {
    for (let i = 0; i < 40; i += 1) {
      let code = '';
      while (code.length < VOUCHER_CODE_LENGTH) code += random.pick([...ALPHABET]);
      out.push({ code, currency, amount: values[i % values.length] as bigint });
    }
  }
  return out;
}
