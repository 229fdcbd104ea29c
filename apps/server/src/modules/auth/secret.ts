import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';

const FILE = 'auth-token-secret';

/**
 * The key that signs access tokens: AUTH_TOKEN_SECRET when set; else (embedded mode) a random key
 * created once and kept in DATA_DIR, so tokens survive restarts; in tests, a fresh random key.
 */
export function resolveTokenSecret(config: Config): Uint8Array {
  if (config.AUTH_TOKEN_SECRET) return new TextEncoder().encode(config.AUTH_TOKEN_SECRET);
  if (config.NODE_ENV === 'test') return randomBytes(32);
  const file = path.join(config.dataDir, FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 43) return Buffer.from(stored, 'base64url');
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
