import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { insertOperator } from './repository.ts';

/**
 * The local demo's admin (README): its first sign-in enrols an authenticator. Seeded only into the
 * local demo, and refused at sign-in by any start beyond loopback (its password is public).
 */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'croupier-console-demo' } as const;

/** Seeds the demo admin unless an operator has its e-mail already. */
export async function seedDemoAdmin(db: DbOrTx, now: Date): Promise<void> {
  await insertOperator(db, {
    id: randomUUID(),
    email: DEMO_ADMIN.email,
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    roles: ['admin'],
    demo: true,
    createdAt: now,
    createdBy: 'demo seed',
  });
}
