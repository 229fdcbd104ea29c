/**
 * `npm run demo-vouchers -w @croupier/server [CURRENCY]`: prints the demo brand's retail voucher
 * codes nobody has redeemed yet (001 §5), so a person trying the product has codes to redeem on
 * `/deposit` → Redeem. The codes are random per install and exist only in the local demo.
 *
 * The embedded database (PGlite, in DATA_DIR) is one process's files: while a server holds it, this
 * command never opens it. It asks that server instead (the operator call `GET /operator/vouchers/
 * unused`, with OPERATOR_TOKEN), or, without the operator's key, refuses with exit code 1 and says
 * what to do. With no server running (or with DATABASE_URL), it reads the database itself; one not
 * yet seeded is seeded first, as the server's first start would.
 */
import { endpoints, OPERATOR_KEY_HEADER, toMajor, type UnusedVouchers } from '@croupier/contract';
import { DEMO_BRAND_ID } from '../../seed/brand.ts';
import { seedDemo } from '../../seed/index.ts';
import { brandStored } from '../modules/content/index.ts';
import { unusedVouchers } from '../modules/payments/index.ts';
import { type Config, isLocalDemo, loadConfigOrExit } from '../platform/config.ts';
import { type DataDirHolder, dataDirHolder, heldMessage, holdDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db.ts';

type Voucher = UnusedVouchers['vouchers'][number];

/** The running server's answer to the operator call. */
async function fromServer(url: string, token: string, currency: string | undefined): Promise<Voucher[]> {
  const address = new URL(`${url}/api${endpoints.unusedVouchers.path}`);
  if (currency) address.searchParams.set('currency', currency);
  const response = await fetch(address, { headers: { [OPERATOR_KEY_HEADER]: token } });
  if (!response.ok)
    throw new Error(`The server at ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as UnusedVouchers).vouchers;
}

/** Read from the database itself, which no server holds; this command holds it meanwhile. */
async function fromDatabase(config: Config, currency: string | undefined): Promise<Voucher[]> {
  const release = config.DATABASE_URL ? () => {} : holdDataDir(config.dataDir, 'demo-vouchers');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (config.SEED_DEMO === 'true' && !(await brandStored(database.db, DEMO_BRAND_ID)))
      await seedDemo(database.db, { demoContent: isLocalDemo(config) });
    const rows = await unusedVouchers(database.db, DEMO_BRAND_ID, currency);
    // The demo's currencies (USD, EUR, GBP, CAD) all have cents.
    return rows.map((v) => ({ code: v.code, currency: v.currency, amount: toMajor(v.amount, 2) }));
  } finally {
    await database.close();
    release();
  }
}

/** Refused: a holder that is not a server, or a server without the operator's key here. */
function refuse(config: Config, holder: DataDirHolder): never {
  console.error(
    heldMessage(
      config.dataDir,
      holder,
      holder.url
        ? 'Run this command with the OPERATOR_TOKEN the server runs with (it then asks the server), or stop the server first.'
        : 'Run this command again once it has finished.',
    ),
  );
  process.exit(1);
}

async function main() {
  const config = loadConfigOrExit();
  const wanted = process.argv[2]?.toUpperCase();
  const holder = config.DATABASE_URL ? null : dataDirHolder(config.dataDir);
  let rows: Voucher[];
  if (!holder) rows = await fromDatabase(config, wanted);
  else if (holder.url && config.OPERATOR_TOKEN)
    rows = await fromServer(holder.url, config.OPERATOR_TOKEN, wanted);
  else refuse(config, holder);
  if (rows.length === 0) console.error('No unused demo vouchers (they exist only in the local demo).');
  console.log(rows.map((v) => `${v.code}  ${v.currency} ${v.amount.toFixed(2)}`).join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
