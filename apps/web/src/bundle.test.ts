import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SANDBOX_KYC_WEBHOOK_SECRET,
  SANDBOX_PAYMENT_WEBHOOK_SECRET,
  SANDBOX_STUDIO_SECRET,
} from '@croupier/contract/sandbox-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The studio's key signs seamless-wallet calls, so it must never reach a browser (nor the
// payment and KYC keys). The web app is bundled here from its entry (esbuild, vite's own
// dependency, run as its CLI: its JS API refuses jsdom's TextEncoder), following every import as
// the production build does; neither the modules it takes in nor the code it emits may hold a key
// or the module that defines the local demo's keys.

const root = path.resolve(import.meta.dirname, '..');
const KEYS = [SANDBOX_STUDIO_SECRET, SANDBOX_PAYMENT_WEBHOOK_SECRET, SANDBOX_KYC_WEBHOOK_SECRET];

interface Meta {
  inputs: Record<string, unknown>;
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }
  >;
}

let out = '';
let meta: Meta;
beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'croupier-bundle-check-'));
  const esbuild = path.join(
    path.dirname(createRequire(import.meta.url).resolve('esbuild/package.json')),
    'bin/esbuild',
  );
  execFileSync(
    esbuild,
    [
      'src/main.tsx',
      '--bundle',
      '--splitting',
      '--format=esm',
      '--platform=browser',
      '--jsx=automatic',
      `--outdir=${out}`,
      `--metafile=${path.join(out, 'meta.json')}`,
      '--log-level=error',
      ...['.css', '.svg', '.png', '.woff2'].map((ext) => `--loader:${ext}=empty`),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  meta = JSON.parse(readFileSync(path.join(out, 'meta.json'), 'utf8')) as Meta;
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the browser bundle', () => {
  it('takes in no signing key and not the module of the sandbox keys', () => {
    const inputs = Object.keys(meta.inputs);
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.some((file) => file.includes('packages/contract/src/'))).toBe(true);
    expect(inputs.filter((file) => /sandbox-defaults/.test(file))).toEqual([]);
    const holdingKeys = inputs.filter((file) => {
      const text = readFileSync(path.resolve(root, file), 'utf8');
      return KEYS.some((key) => text.includes(key));
    });
    expect(holdingKeys).toEqual([]);
    const emitted = readdirSync(out)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
    expect(emitted.length).toBeGreaterThan(100_000);
    for (const key of KEYS) expect(emitted.includes(key), key).toBe(false);
  });

  // The lobby's first load is what every visitor pays for: the modules the entry reaches through
  // static imports must not include the account forms' contracts, the phone metadata or the
  // common-password list (each loads with the page that needs it).
  it('keeps the account contracts, phone metadata and password list out of the first load', () => {
    const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === 'src/main.tsx');
    expect(entry).toBeDefined();
    const firstLoad = new Set<string>();
    const visit = (file: string) => {
      if (firstLoad.has(file)) return;
      firstLoad.add(file);
      for (const i of meta.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(entry?.[0] ?? '');
    const modules = [...firstLoad].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
    expect(modules.some((m) => m.includes('packages/contract/src/content.ts'))).toBe(true);
    const heavy = modules.filter((m) =>
      /packages\/contract\/src\/(auth|profile)\.ts$|common-passwords|libphonenumber-js/.test(m),
    );
    expect(heavy).toEqual([]);
  });
});
