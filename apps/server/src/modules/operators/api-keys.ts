import { randomUUID } from 'node:crypto';
import type { ApiKeyView, OperatorRole } from '@croupier/contract';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import type { OperatorsDeps } from './deps.ts';
import {
  type ApiKeyRow,
  findApiKeyByHash,
  insertApiKey,
  keyUsed,
  listApiKeys,
  revokeApiKey,
} from './repository-access.ts';
import { randomToken } from './totp.ts';

/** Every key starts so, which tells it from a console session's token and OPERATOR_TOKEN. */
const KEY_PREFIX = 'cro_';

/** Named API keys for machines: shown once, kept as SHA-256 hashes, revocable, with their last use. */
export class ApiKeys {
  constructor(private readonly d: Pick<OperatorsDeps, 'db' | 'now'>) {}

  async create(name: string, roles: OperatorRole[], createdBy: string) {
    const key = `${KEY_PREFIX}${randomToken()}`;
    const row = await insertApiKey(this.d.db, {
      id: randomUUID(),
      name,
      roles,
      keyHash: sha256(key),
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      createdAt: new Date(this.d.now()),
      createdBy,
    });
    return { apiKey: keyView(row), key };
  }

  async list() {
    return { keys: (await listApiKeys(this.d.db)).map(keyView) };
  }

  async revoke(id: string) {
    const row = await revokeApiKey(this.d.db, id, new Date(this.d.now()));
    if (!row) throw notFound('API key');
    return keyView(row);
  }

  /** The key that is not revoked, its use recorded; null for an unknown or revoked one. */
  async use(key: string, ip: string): Promise<ApiKeyRow | null> {
    const row = await findApiKeyByHash(this.d.db, sha256(key));
    if (!row || row.revokedAt) return null;
    await keyUsed(this.d.db, row.id, new Date(this.d.now()), ip);
    return row;
  }
}

const keyView = (r: ApiKeyRow): z.input<typeof ApiKeyView> => ({
  id: r.id,
  name: r.name,
  roles: r.roles as OperatorRole[],
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  revokedAt: r.revokedAt?.toISOString() ?? null,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: r.lastUsedIp,
});
