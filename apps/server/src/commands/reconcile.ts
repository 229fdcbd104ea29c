/**
 * `npm run reconcile -w @croupier/server`: checks the ledger against its invariants (entries sum to
 * the cached balances, every transfer sums to zero, no player balance negative, each key applied
 * once, payments moved money as their status says) on the database the server would use
 * (DATABASE_URL, else the embedded one in DATA_DIR). Prints a report; exits 1 when anything is off.
 */
import { reconcileLedger } from '../modules/wallet/index.ts';
import { loadConfigOrExit } from '../platform/config.ts';
import { dataDirHolder, heldMessage, holdDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db.ts';

async function main() {
  const config = loadConfigOrExit();
  // The embedded database is one process's files: never opened under a running server (which
  // reconciles with the provider on its own schedule; docs/operations.md).
  const holder = config.DATABASE_URL ? null : dataDirHolder(config.dataDir);
  if (holder) {
    console.error(heldMessage(config.dataDir, holder, 'Stop it first, or use DATABASE_URL (PostgreSQL).'));
    process.exit(1);
  }
  const release = config.DATABASE_URL ? () => {} : holdDataDir(config.dataDir, 'reconcile');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await reconcileLedger(database.db);
    console.log(JSON.stringify(report, null, 2));
    console.log(
      report.ok
        ? `Ledger reconciled: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries at ${database.where}.`
        : `Ledger does NOT reconcile at ${database.where}: see the lists above.`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
    release();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
