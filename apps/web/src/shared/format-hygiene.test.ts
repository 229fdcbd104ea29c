import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One formatter for money, numbers and dates (`shared/format.ts` through `useFormat`), in the page's
// locale: a page that formats by hand (`toFixed`, `toLocaleString`, the browser's own locale) shows
// '1.85' beside '$1.85' or '12,500' beside '12.500' on the same screen.

const SRC = join(import.meta.dirname, '..');
const ALLOWED = new Set(['shared/format.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('formatting hygiene', () => {
  it('formats amounts, numbers and dates only through shared/format.ts', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        [
          ...readFileSync(join(SRC, file), 'utf8').matchAll(
            /\.(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)\(|new Intl\.(NumberFormat|DateTimeFormat)\(/g,
          ),
        ].map((m) => `${file}: ${m[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});
