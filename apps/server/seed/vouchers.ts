import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_LENGTH } from '@croupier/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/platform/db.ts';
import { vouchers } from '../src/platform/schema.ts';

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

/** The brand's vouchers nobody has redeemed yet, by currency then amount, from the database. */
export async function unusedVouchers(db: Db, brandId: string, currency?: string): Promise<DemoVoucher[]> {
  return db
    .select({ code: vouchers.code, currency: vouchers.currency, amount: vouchers.amount })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.brandId, brandId),
        isNull(vouchers.redeemedAt),
        currency ? eq(vouchers.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(vouchers.currency), asc(vouchers.amount), asc(vouchers.code));
}
