import { endpoints } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { buildTestApp, freshIp, type TestContext } from '../../test/helper.ts';
import { PASSWORD, signupBody } from '../../test/players.ts';
import { players } from '../modules/auth/tables.ts';
import { serializeError } from './logging.ts';

// A failed statement was logged with its parameters (drizzle's error carries
// them, and its message quotes them): an argon2id hash, an e-mail and an address reached the log.
// The statement, the database's code and message are still logged; the values never are.

const lines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => lines.push(line) } });
  // Every new player row is refused by the database, as a failing statement would be.
  await t.database.db.execute(sql`
    create function refuse_player() returns trigger language plpgsql as $$
    begin raise exception 'players are refused in this test' using errcode = 'P0001'; end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_player before insert on players for each row execute function refuse_player()`,
  );
});
afterAll(() => t?.close());

const logged = () => lines.join('\n');

describe('a failed statement in the log', () => {
  it('is logged with its SQL and the database error, without a parameter', async () => {
    const body = signupBody();
    const ip = freshIp();
    lines.length = 0;
    const res = await api(t).from(ip).call(endpoints.signup, { body });
    expect(res.statusCode, res.body).toBe(500);
    expect(res.body).not.toContain(body.email as string);

    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure, logged()).toBeDefined();
    expect(failure.err.query).toContain('insert into "players"');
    expect(failure.err.message).toContain('insert into "players"');
    expect(failure.err.cause).toMatchObject({ code: 'P0001', message: 'players are refused in this test' });
    // None of what was sent: the e-mail, the password or its hash; nor, in the error, the address
    // (the request's own log line names its client address, as an access log does).
    for (const secret of [body.email as string, PASSWORD, '$argon2id$'])
      expect(logged()).not.toContain(secret);
    expect(JSON.stringify(failure)).not.toContain(ip);
  });

  it('holds however the error is handed to the logger', async () => {
    const email = `secret.${Date.now()}@example.com`;
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
    const err = await t.database.db
      .insert(players)
      .values({ email, passwordHash: hash } as never)
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(err).toBeInstanceOf(Error);
    lines.length = 0;
    t.app.log.error({ err }, 'as an err field');
    t.app.log.error(err, 'as the object');
    t.app.log.error({ err: err!.message }, 'as its message');
    t.app.log.error({ err: new Error('wrapped', { cause: err }) }, 'as a cause');
    expect(lines).toHaveLength(4);
    for (const secret of [email, hash, 'c2VjcmV0aGFzaA']) expect(logged()).not.toContain(secret);
    for (const line of lines) expect(line).toContain('insert into \\"players\\"');
  });

  it("keeps a unique violation's column and constraint, not its value", () => {
    const violation = Object.assign(
      new Error('duplicate key value violates unique constraint "players_email_key"'),
      {
        code: '23505',
        constraint: 'players_email_key',
        detail: 'Key (brand_id, email)=(croupier, someone@example.com) already exists.',
      },
    );
    const text = JSON.stringify(serializeError(violation));
    expect(text).not.toContain('someone@example.com');
    expect(serializeError(violation)).toMatchObject({
      code: '23505',
      constraint: 'players_email_key',
      detail: 'Key (brand_id, email)=([redacted]) already exists.',
    });
  });
});
