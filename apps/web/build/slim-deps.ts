import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * Production-only trims for libraries whose published entry carries code the player site never runs.
 * Each one removes dead weight; none moves code the app needs out of the first load.
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * `react-router`'s exports map only points at its development build; the production build beside it
 * differs only in `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop the dev warnings.
 * `use-sync-external-store/shim` (react-i18next) is React's own hook on React ≥ 18.
 */
export function productionAliases(): Alias[] {
  return [
    ...preactAliases(),
    { find: /^react-router$/, replacement: join(packageDir('react-router'), 'dist/production/index.mjs') },
    {
      find: /^use-sync-external-store\/shim$/,
      replacement: join(import.meta.dirname, 'use-sync-external-store-shim.ts'),
    },
  ];
}

/**
 * React's entry points served by Preact's compatibility layer (docs/decisions/033): the same hooks,
 * portals and root API in about a tenth of react-dom's bytes. Exact matches, so `react-router` and
 * `react-i18next` keep their own packages.
 */
export function preactAliases(): Alias[] {
  return [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ];
}

/** zod modules that only turn schemas into JSON Schema (`toJSONSchema`, Standard Schema's `jsonSchema`). */
export const ZOD_JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** Names a module exports: `export function|const|let|var|class name` and `export { a, b as c }`. */
export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm))
    names.add(m[1]!);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  return [...names].sort();
}

/**
 * A stand-in with the same exports: zod's classic schemas reference JSON Schema generation from every
 * schema (so the bundler cannot drop it), but the web app only parses. Factories (`create…Method`)
 * still return a method, as `~standard` builds them eagerly; any actual use throws a clear error.
 */
export function jsonSchemaStub(names: string[]): string {
  const lines = [
    'const unavailable = () => { throw new Error("JSON Schema generation is not bundled in the web app (apps/web/build/slim-deps.ts)"); };',
  ];
  for (const name of names)
    lines.push(
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'croupier:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!ZOD_JSON_SCHEMA_MODULE.test(file)) return null;
      return jsonSchemaStub(exportNames(readFileSync(file, 'utf8')));
    },
  };
}
