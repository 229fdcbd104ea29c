/**
 * `npm run operator -- create-admin <email>`: creates an admin of the operator console and prints
 * their one-time enrolment link (docs/decisions/047-operator-identity.md). The admin opens it, sets
 * a password and enrols an authenticator.
 *
 * The embedded database (PGlite, in DATA_DIR) is one process's files: while a server holds it, this
 * command asks that server instead (the operator call `POST /operator/operators` with
 * OPERATOR_TOKEN, which the server takes from this machine only), or, without the token, refuses
 * with exit code 1 and says what to do. With no server running (or with DATABASE_URL) it writes to
 * the database itself.
 */
import { CreatedOperator, Email, endpoints, OPERATOR_KEY_HEADER } from '@croupier/contract';
import type { z } from 'zod';
import { createAdmin } from '../modules/operators/index.ts';
import { type Config, loadConfigOrExit } from '../platform/config.ts';
import { dataDirHolder, heldMessage, holdDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../platform/db.ts';

type Created = z.infer<typeof CreatedOperator>;

const USAGE = 'Usage: npm run operator -- create-admin <email>';

async function throughServer(url: string, token: string, email: string): Promise<Created> {
  const response = await fetch(`${url}/api${endpoints.createOperator.path}`, {
    method: 'POST',
    headers: { [OPERATOR_KEY_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify({ email, roles: ['admin'] }),
  });
  if (!response.ok)
    throw new Error(`The server at ${url} answered ${response.status}: ${await response.text()}`);
  return CreatedOperator.parse(await response.json());
}

async function inDatabase(config: Config, email: string): Promise<Created> {
  const release = config.DATABASE_URL ? () => {} : holdDataDir(config.dataDir, 'operator create-admin');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    return CreatedOperator.parse(await createAdmin(database.db, config, email));
  } finally {
    await database.close();
    release();
  }
}

async function main() {
  const [command, given] = process.argv.slice(2);
  const email = Email.safeParse(given ?? '');
  if (command !== 'create-admin' || !email.success) {
    console.error(USAGE);
    process.exit(64);
  }
  const config = loadConfigOrExit();
  const holder = config.DATABASE_URL ? null : dataDirHolder(config.dataDir);
  let created: Created;
  if (!holder) created = await inDatabase(config, email.data);
  else if (holder.url && config.OPERATOR_TOKEN)
    created = await throughServer(holder.url, config.OPERATOR_TOKEN, email.data);
  else {
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
  console.log(`Created the admin ${created.operator.email}.`);
  console.log(`Their one-time enrolment link, until ${created.enrolment.expiresAt}:`);
  console.log(`  ${created.enrolment.url}`);
  console.log(`The enrolment token alone (POST /api/operator/auth/activate): ${created.enrolment.token}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
