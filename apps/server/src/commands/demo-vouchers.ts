/**
 * `npm run demo-vouchers -w @croupier/server [CURRENCY]`: prints the demo brand's retail voucher
 * codes nobody has redeemed yet (001 §5), from the database the server uses (DATABASE_URL, else the
 * embedded one in DATA_DIR), so a person trying the product has codes to redeem on `/deposit` →
 * Redeem. The codes are random per install and exist only in the local demo. A database not yet
 * seeded is seeded first, as the server's first start would; a seeded one is only read (the running
 * server may hold the embedded database: a code redeemed a moment ago may still be listed).
 */
import { DEMO_BRAND_ID } from '../../seed/brand.ts';
import { seedDemo } from '../../seed/index.ts';
import { unusedVouchers } from '../../seed/vouchers.ts';
import { findBrand } from '../modules/content/index.ts';
import { isLocalDemo, loadConfigOrExit } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (config.SEED_DEMO === 'true' && !(await findBrand(database.db, DEMO_BRAND_ID)))
      await seedDemo(database.db, { demoContent: isLocalDemo(config) });
    const wanted = process.argv[2]?.toUpperCase();
    const rows = await unusedVouchers(database.db, DEMO_BRAND_ID, wanted);
    if (rows.length === 0) console.error('No unused demo vouchers (they exist only in the local demo).');
    console.log(
      rows.map((v) => `${v.code}  ${v.currency} ${(Number(v.amount) / 100).toFixed(2)}`).join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
