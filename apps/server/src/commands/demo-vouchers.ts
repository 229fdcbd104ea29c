/**
 * `npm run demo-vouchers -w @croupier/server`: prints the retail voucher codes the seed gives the demo
 * brand (001 §5), so a person trying the product has codes to redeem on `/deposit` → Redeem. The
 * codes are deterministic and public (they are in this repository): they are demo money only, seeded
 * into a new database of the demo brand. Each code works once.
 */
import { demoBrand } from '../../seed/brand.ts';
import { demoVouchers } from '../../seed/vouchers.ts';

const wanted = process.argv[2]?.toUpperCase();
const lines = demoVouchers(demoBrand.currencies.map((c) => c.code))
  .filter((voucher) => !wanted || voucher.currency === wanted)
  .map((voucher) => `${voucher.code}  ${voucher.currency} ${(Number(voucher.amount) / 100).toFixed(2)}`);
console.log(lines.join('\n'));
