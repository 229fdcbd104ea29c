import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, MISSED_TRANSLATION_KEY, middlewareKey } from '@croupier/contract';
import keys from '@croupier/contract/locales/en.json';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const bundle = keys as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to `t('…')` in the app's source. */
function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)) found.set(match[2]!, file);
  }
  return found;
}

/** A key with plural forms (`x_one`, `x_other`) counts as present. */
const present = (key: string) => key in bundle || `${key}_other` in bundle;

describe('English key bundle (contract locales/en.json)', () => {
  it('has every key the source passes to t()', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used.keys()].filter((key) => !present(key));
    expect(missing).toEqual([]);
  });

  it('has missed-translation and a middleware text for every error code', () => {
    expect(bundle[MISSED_TRANSLATION_KEY]).toBeTruthy();
    const missing = [...Object.values(ErrorCode), undefined]
      .map(middlewareKey)
      .filter((key) => !(key in bundle));
    expect(missing).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(Object.entries(bundle).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
