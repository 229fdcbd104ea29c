import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportNames, jsonSchemaStub, ZOD_JSON_SCHEMA_MODULE } from '../../build/slim-deps.ts';
import { sourceFiles } from '../test/source-files.ts';

const SRC = join(import.meta.dirname, '..');

describe('bundle hygiene', () => {
  it('takes values from contract modules, not the barrel, so unused schemas stay out of the first load', () => {
    // The barrel pulls every domain's schemas (and their libraries) into whichever chunk imports it.
    const offenders = sourceFiles(SRC).filter((file) =>
      /import\s+(?!type\b)[^;]*from\s+'@croupier\/contract'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('features do not import other features (GUIDE §2 walls)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(SRC, 'features'))) {
      const own = file.slice(join(SRC, 'features').length + 1).split(/[\\/]/)[0];
      for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
        const target = /features\/([^/]+)\//.exec(match[1]!)?.[1];
        if (target && target !== own) offenders.push(`${file} → ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// One formatter for money, numbers and dates (`shared/format.ts` through `useFormat`), in the page's
// locale: a page that formats by hand (`toFixed`, `toLocaleString`, the browser's own locale) shows
// '1.85' beside '$1.85' or '12,500' beside '12.500' on the same screen (ADR 002).
describe('formatting hygiene', () => {
  it('formats amounts, numbers and dates only through shared/format.ts', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== join(SRC, 'shared', 'format.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\.(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)\(|new Intl\.(NumberFormat|DateTimeFormat)\(/g,
          ),
        ].map((m) => `${file.slice(SRC.length + 1)}: ${m[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('zod without JSON Schema in the build (build/slim-deps.ts)', () => {
  const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');
  const modules = ['to-json-schema.js', 'json-schema-processors.js'].map((name) => join(zodCore, name));

  it('stands in for every export of the modules it replaces', async () => {
    for (const file of modules) {
      expect(file).toMatch(ZOD_JSON_SCHEMA_MODULE);
      const real = Object.keys(await import(pathToFileURL(file).href)).sort();
      expect(exportNames(readFileSync(file, 'utf8'))).toEqual(real);
    }
  });

  it('keeps the method factories callable and throws only when JSON Schema is asked for', async () => {
    const stub = jsonSchemaStub(['createStandardJSONSchemaMethod', 'stringProcessor']);
    const mod = await import(`data:text/javascript,${encodeURIComponent(stub)}`);
    const method = mod.createStandardJSONSchemaMethod({}, 'input');
    expect(method).toBeTypeOf('function');
    expect(() => method()).toThrow(/not bundled/);
    expect(() => mod.stringProcessor()).toThrow(/not bundled/);
  });

  it('the app never generates JSON Schema', () => {
    const offenders = sourceFiles(SRC).filter((file) =>
      /toJSONSchema|jsonSchema\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
