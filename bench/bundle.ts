/**
 * The web app's first load for `npm run bench`: the gzipped size of the initial JS and CSS (the entry
 * and what it modulepreloads, then the lobby route's chunks), from `apps/web/dist`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The budget (docs/performance.md "Targets"): at most 110 KB of JavaScript on the first load of `/`. This report counts the build's
 * files (entry, preloads, the lobby's route); the Lighthouse report counts what the browser fetched.
 */
export const TARGET_INITIAL_JS_GZ = 110 * 1024;

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

interface BundleFile {
  file: string;
  kind: 'entry' | 'modulepreload' | 'css' | 'lobby-route';
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  built: boolean;
  note?: string;
  files: BundleFile[];
  initialJsGzip: number;
  initialCssGzip: number;
  lobbyRouteJsGzip: number;
  initialJsVerdict: 'PASS' | 'MISS' | 'n/a';
  initialJsWithLobbyVerdict: 'PASS' | 'MISS' | 'n/a';
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)(?:=("([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1];
    if (name) out[name.toLowerCase()] = m[3] ?? m[4] ?? m[5] ?? '';
  }
  return out;
}

export function bundleReport(): BundleReport {
  const dist = path.join(root, 'apps', 'web', 'dist');
  const empty: BundleReport = {
    built: false,
    files: [],
    initialJsGzip: 0,
    initialCssGzip: 0,
    lobbyRouteJsGzip: 0,
    initialJsVerdict: 'n/a',
    initialJsWithLobbyVerdict: 'n/a',
  };
  let html: string;
  try {
    html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  } catch {
    return { ...empty, note: 'web not built (run `npm run build -w @croupier/web`)' };
  }
  const local = (ref: string | undefined) => {
    if (!ref || /^[a-z]+:\/\//i.test(ref) || ref.startsWith('//')) return undefined;
    return (ref.split(/[?#]/)[0] ?? '').replace(/^\.?\//, '');
  };
  const files: BundleFile[] = [];
  const seen = new Set<string>();
  const add = (rel: string | undefined, kind: BundleFile['kind']) => {
    if (!rel || seen.has(rel)) return;
    seen.add(rel);
    try {
      const data = readFileSync(path.join(dist, rel));
      files.push({ file: rel, kind, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length });
    } catch {
      // referenced but missing: leave it out
    }
  };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attrs(tag);
    // The boot script names the app's modules, which it fetches after the first paint (ADR 036).
    if (tag.toLowerCase().startsWith('<script') && a['data-modules']) {
      add(local(a.src), 'entry');
      for (const m of a['data-modules'].split(' ').filter(Boolean)) add(local(m), 'modulepreload');
    } else if (tag.toLowerCase().startsWith('<script') && a.src) add(local(a.src), 'entry');
    else if (a.rel === 'modulepreload') add(local(a.href), 'modulepreload');
    else if (a.rel === 'stylesheet') add(local(a.href), 'css');
  }

  // The lobby's own route chunk, when the router loads it lazily: a chunk named after the lobby, and
  // the chunks it imports statically that the entry did not already bring.
  const assets = path.join(dist, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assets);
  } catch {
    names = [];
  }
  const queue = names.filter((n) => /lobby/i.test(n) && n.endsWith('.js')).map((n) => `assets/${n}`);
  for (let i = 0; i < queue.length && i < 200; i++) {
    const rel = queue[i]!;
    if (seen.has(rel)) continue;
    add(rel, 'lobby-route');
    let code = '';
    try {
      code = readFileSync(path.join(dist, rel), 'utf8');
    } catch {
      continue;
    }
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
      const dep = `${path.posix.dirname(rel)}/${m[1]}`;
      if (!seen.has(dep)) queue.push(dep);
    }
  }

  const sum = (kinds: BundleFile['kind'][]) =>
    files.filter((f) => kinds.includes(f.kind)).reduce((n, f) => n + f.gzipBytes, 0);
  const initialJsGzip = sum(['entry', 'modulepreload']);
  const lobbyRouteJsGzip = sum(['lobby-route']);
  const hasEntry = files.some((f) => f.kind === 'entry');
  return {
    built: true,
    ...(hasEntry ? {} : { note: 'no module entry script found in index.html' }),
    files,
    initialJsGzip,
    initialCssGzip: sum(['css']),
    lobbyRouteJsGzip,
    initialJsVerdict: !hasEntry ? 'n/a' : initialJsGzip <= TARGET_INITIAL_JS_GZ ? 'PASS' : 'MISS',
    initialJsWithLobbyVerdict:
      !hasEntry || lobbyRouteJsGzip === 0
        ? 'n/a'
        : initialJsGzip + lobbyRouteJsGzip <= TARGET_INITIAL_JS_GZ
          ? 'PASS'
          : 'MISS',
  };
}

// ---------------------------------------------------------------------------------------------------
// Printing

export function printBundle(b: BundleReport) {
  console.log('\nWeb bundle (gzip level 9)');
  if (!b.built) {
    console.log(`  ${b.note}`);
    return;
  }
  for (const f of b.files)
    console.log(`  ${pad(f.kind, 13)} ${pad(f.file, 48)} ${kb(f.bytes)} → ${kb(f.gzipBytes)}`);
  if (b.note) console.log(`  ${b.note}`);
  console.log(
    `  initial JS (entry + modulepreload): ${kb(b.initialJsGzip)} gzipped — target ≤ ${kb(TARGET_INITIAL_JS_GZ)}: ${b.initialJsVerdict}`,
  );
  console.log(`  initial CSS: ${kb(b.initialCssGzip)} gzipped`);
  if (b.lobbyRouteJsGzip > 0)
    console.log(
      `  + lobby route chunk(s): ${kb(b.lobbyRouteJsGzip)} → ${kb(b.initialJsGzip + b.lobbyRouteJsGzip)}: ${b.initialJsWithLobbyVerdict}`,
    );
}

// ---------------------------------------------------------------------------------------------------
