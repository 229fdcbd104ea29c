import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Docs that cannot drift: every path the docs name exists, the architecture's domain table is the
// list of server modules and web features, code cites the spec or an ADR, never a tracker issue,
// and docs/configuration.md names every variable the configuration reads.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Directories never walked: installed, built or written at run time. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report']);

/** Files under `dir` (relative to `root`) whose name passes `keep`. */
function walk(dir, keep, out = []) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return out;
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(rel, keep, out);
    } else if (keep(entry.name)) out.push(rel);
  }
  return out;
}

const isDir = (rel) => existsSync(path.join(root, rel)) && statSync(path.join(root, rel)).isDirectory();

// ---------------------------------------------------------------------------------------------
// 1. Backticked paths (and relative links) in the docs exist.

/** The folders the docs' short forms are written from (`modules/auth`, `features/sports`, `rules/money.ts`). */
const BASES = [
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'apps/sandbox/src',
  'apps/sandbox',
  'packages/contract/src',
  'packages/contract',
];
const TOP_LEVEL = new Set(readdirSync(root).filter((name) => !SKIPPED_DIRS.has(name) && isDir(name)));

/**
 * What a code span names, by rule: `{ kind: 'path', path }`, `{ kind: 'package', name, subpath }` for
 * a workspace import (`@croupier/contract/signing`), or null for anything that is not a repository path:
 * - a leading slash is a URL path (`/api/health`) or a system path (`/usr/bin/chromium`);
 * - `<…>`, `{…}`, `*`, `…`, `|` and an upper-case variable segment (`DATA_DIR/uploads`) are placeholders;
 * - `:`, `?`, `=`, spaces mean a URL, a query or a sentence; `../` leaves the repository;
 * - a single name (`api/`, `index.ts`) is not a path: a path has two names with a `/` between;
 * - a path without a file extension counts only when its first name is a folder of the repository
 *   or of one of the BASES (`modules/auth`, `shared/session`), so `text/html` is not one.
 * A path git ignores (`data/…`, `dist/…`, `bench/results/…`) is made at run or build time: see `isIgnored`.
 */
function classifySpan(span) {
  const text = span.trim();
  if (!text.includes('/') || /\s/.test(text)) return null;
  if (text.startsWith('/') || text.startsWith('../')) return null;
  if (/[<>{}*…|:?=,()[\]$+'"\\]/.test(text) || text.includes('...')) return null;
  const clean = text.replace(/^\.\//, '');
  const names = clean.replace(/\/$/, '').split('/');
  if (names.length < 2 || names.some((n) => !/^[\w@.-]+$/.test(n) || n === '.' || n === '..')) return null;
  if (names.some((n) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(n))) return null;
  if (names[0].startsWith('@')) {
    return { kind: 'package', name: `${names[0]}/${names[1]}`, subpath: names.slice(2).join('/') };
  }
  const hasExtension = /\.[A-Za-z][A-Za-z0-9]*$/.test(names.at(-1));
  if (!hasExtension && !clean.endsWith('/')) {
    const first = names[0];
    if (!TOP_LEVEL.has(first) && !BASES.some((base) => isDir(path.posix.join(base, first)))) return null;
  }
  return { kind: 'path', path: clean.replace(/\/$/, '') };
}

/** Where a path resolves: from the root when it starts with a top-level folder, else from each base. */
function resolvePath(rel) {
  if (TOP_LEVEL.has(rel.split('/')[0]) || rel.startsWith('.')) {
    return existsSync(path.join(root, rel)) ? rel : null;
  }
  for (const base of ['', ...BASES]) {
    const candidate = path.posix.join(base, rel);
    if (existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Whether git ignores the path or what would be in it: made at run or build time (`./data`, `dist/main.js`). */
function isIgnored(rel) {
  const git = spawnSync('git', ['check-ignore', '--no-index', rel, `${rel}/x`], { cwd: root });
  if (git.error || git.status > 1) throw new Error(`git check-ignore failed: ${git.error ?? git.stderr}`);
  return git.status === 0;
}

/** The workspaces by package name. */
const workspaces = new Map(
  ['packages', 'apps']
    .flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`))
    .concat(['e2e', 'bench'])
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => [JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name, dir]),
);

/** Whether a workspace import resolves through its package's `exports`; true for packages outside the repo. */
function resolvesPackage(name, subpath) {
  const dir = workspaces.get(name);
  if (!dir) return true;
  const { exports = {} } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const key = subpath ? `./${subpath}` : '.';
  const target =
    exports[key] ??
    Object.entries(exports)
      .filter(([k]) => k.includes('*'))
      .map(([k, v]) => {
        const [before, after] = k.split('*');
        return key.startsWith(before) && key.endsWith(after)
          ? v.replace('*', key.slice(before.length, key.length - after.length))
          : null;
      })
      .find(Boolean);
  return typeof target === 'string' && existsSync(path.join(root, dir, target));
}

/** Each code span and relative link of a markdown text, outside fenced blocks, with its line. */
function markdownReferences(markdown) {
  const refs = [];
  let fence = null;
  markdown.split('\n').forEach((line, i) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? null : marker;
      return;
    }
    if (fence) return;
    for (const m of line.matchAll(/(`+)(.+?)\1(?!`)/g)) refs.push({ line: i + 1, span: m[2] });
    const prose = line.replace(/(`+).+?\1(?!`)/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) refs.push({ line: i + 1, link: m[1] });
  });
  return refs;
}

/** The references of one markdown file that name nothing in the repository. */
function brokenReferences(file, markdown) {
  const broken = [];
  for (const ref of markdownReferences(markdown)) {
    if (ref.link !== undefined) {
      if (/^[a-z][a-z+.-]*:/i.test(ref.link) || ref.link.startsWith('#')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.link.split('#')[0]));
      if (!existsSync(path.join(root, target))) broken.push(`${file}:${ref.line}: link ${ref.link}`);
      continue;
    }
    const named = classifySpan(ref.span);
    if (!named) continue;
    const ok =
      named.kind === 'package'
        ? resolvesPackage(named.name, named.subpath)
        : resolvePath(named.path) !== null || isIgnored(named.path);
    if (!ok) broken.push(`${file}:${ref.line}: \`${ref.span}\``);
  }
  return broken;
}

const DOCS = ['README.md', 'CODE_STYLE.md', ...walk('docs', (name) => name.endsWith('.md'))];

// ---------------------------------------------------------------------------------------------
// 2. The architecture's "Domains" table is the server's modules and the web's features.

/** The rows of the "## Domains" table: the domain and the backticked names of each column. */
function domainRows(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Domains'));
  if (!section) return [];
  // The table is the first run of `|` lines: a blank line ends it (a row after one is not in the table).
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((line) => !/^\|\s*(Domain|-)/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const ticks = (cell) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      return {
        domain: cells[0].trim().split(/[:\s]/)[0],
        contract: ticks(cells[2]),
        modules: ticks(cells[3])
          .map((t) => /(?:^|\/)modules\/([\w-]+)$/.exec(t)?.[1])
          .filter(Boolean),
        features: ticks(cells[4])
          .map((t) => /(?:^|\/)features\/([\w-]+)$/.exec(t)?.[1])
          .filter(Boolean),
        webCell: (cells[4] ?? '').trim(),
      };
    });
}

/** How the table and the code differ, one sentence each. */
function domainDrift(rows, serverModules, webFeatures) {
  const drift = [];
  const named = (key) => new Set(rows.flatMap((r) => r[key]));
  for (const row of rows) {
    if (row.modules[0] !== row.domain)
      drift.push(`${row.domain}: its server module is not modules/${row.domain}`);
    if (row.features.length > 0 && row.features[0] !== row.domain && !row.features.includes(row.domain)) {
      // A domain shown only by shared pieces names no feature of its own; one that names features leads with its own.
      drift.push(`${row.domain}: names features ${row.features.join(', ')} but not features/${row.domain}`);
    }
    if (row.features.length === 0 && !/^none\b/.test(row.webCell) && !row.webCell.includes('shared/')) {
      drift.push(`${row.domain}: the web column names no feature, no shared piece and does not say none`);
    }
    for (const file of row.contract) {
      const rel = file.includes('/') && file.startsWith('packages/') ? file : `packages/contract/src/${file}`;
      if (!existsSync(path.join(root, rel)))
        drift.push(`${row.domain}: contract file ${file} does not exist`);
    }
  }
  for (const m of named('modules')) if (!serverModules.includes(m)) drift.push(`modules/${m} does not exist`);
  for (const f of named('features')) if (!webFeatures.includes(f)) drift.push(`features/${f} does not exist`);
  for (const m of serverModules) if (!named('modules').has(m)) drift.push(`modules/${m} is not in the table`);
  for (const f of webFeatures) if (!named('features').has(f)) drift.push(`features/${f} is not in the table`);
  return drift;
}

const subdirs = (rel) =>
  readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

// ---------------------------------------------------------------------------------------------
// 3. Code and tests cite the spec or an ADR, never a tracker issue.

/** A tracker reference: the word issue, task or ticket, then a number (with or without its hash sign). */
const TRACKER_PHRASE = /\b(?:issue|task|ticket)\s*#?\d+\b/i;
/** A bare hash-number in a comment (not a hex colour, an HTML entity or part of a word or a URL). */
const BARE_NUMBER = /(?<![\w&#/])#\d+(?![\w-])/;

const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** The comments (and test titles) of a JavaScript or TypeScript source, each with its line. */
function scriptComments(file, text) {
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map();
  const visit = (node) => {
    // JSX text is text, not trivia: `//` in it is not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) seen.set(range.pos, range);
    }
    // `{/* … */}` in JSX: an expression container that holds only a comment.
    if (ts.isJsxExpression(node) && !node.expression) {
      seen.set(node.pos, { pos: node.getStart(source), end: node.end });
    }
    // A test's title names what it checks: it cites the spec or an ADR, as comments do.
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      TEST_CALLS.has(node.expression.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const title = node.arguments[0];
      seen.set(title.getStart(source), { pos: title.getStart(source), end: title.end });
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].map((range) => ({
    line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
    text: text.slice(range.pos, range.end),
  }));
}

/** The comments of a stylesheet, each with its line. */
function styleComments(text) {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

/** The tracker references in comments, as `file:line: comment line`. */
function trackerCitations(file, comments) {
  const found = [];
  for (const comment of comments) {
    comment.text.split('\n').forEach((line, i) => {
      if (TRACKER_PHRASE.test(line) || BARE_NUMBER.test(line)) {
        found.push(`${file}:${comment.line + i}: ${line.trim()}`);
      }
    });
  }
  return found;
}

const CODE = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
  walk(dir, (name) => /\.([cm]?[jt]sx?|css)$/.test(name) && !name.endsWith('.d.ts')),
);

const commentsOf = (file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  // Parsing is the slow part: a file whose text has no match has no comment with one.
  if (!TRACKER_PHRASE.test(text) && !BARE_NUMBER.test(text)) return [];
  return file.endsWith('.css') ? styleComments(text) : scriptComments(file, text);
};

// ---------------------------------------------------------------------------------------------
// 4. Every variable the platform and the sandbox read is in docs/configuration.md.

/** The variables a zod config schema declares: its `NAME: z…` keys. */
function schemaVariables(source) {
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]*): z\b/gm)].map((m) => m[1]);
}

/** The variables of `source` that the markdown never names in backticks. */
function undocumented(source, markdown) {
  const named = new Set([...markdown.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
  return schemaVariables(source).filter((name) => !named.has(name));
}

// ---------------------------------------------------------------------------------------------

describe('the docs name only what exists', () => {
  it('finds the docs', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'CODE_STYLE.md', 'docs/architecture.md']));
  });

  it('every backticked repository path and relative link in the docs exists', () => {
    const broken = DOCS.flatMap((file) =>
      brokenReferences(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(broken, `paths that name nothing:\n${broken.join('\n')}`).toEqual([]);
  });

  it('tells a repository path from a URL, a placeholder and a word with a slash', () => {
    expect(classifySpan('apps/server/src/modules/favorites/')).toEqual({
      kind: 'path',
      path: 'apps/server/src/modules/favorites',
    });
    expect(classifySpan('platform/db.ts')).toEqual({ kind: 'path', path: 'platform/db.ts' });
    expect(classifySpan('shared/session')).toEqual({ kind: 'path', path: 'shared/session' });
    for (const notAPath of [
      '/api/health',
      '/sports/{slug}',
      'modules/<domain>/',
      'features/<domain>/api/',
      '{sandbox}/livechat/{kind}.js',
      'DATA_DIR/uploads',
      'postgres://user@host/db',
      'text/html',
      'api/',
      'index.ts',
      '../shared/spec/',
      'GET /player/recent-games',
    ]) {
      expect(classifySpan(notAPath), notAPath).toBeNull();
    }
    expect(resolvePath('modules/auth')).toBe('apps/server/src/modules/auth');
    expect(resolvePath('features/sports')).toBe('apps/web/src/features/sports');
    expect(resolvePath('rules/money.ts')).toBe('packages/contract/src/rules/money.ts');
    expect(resolvePath('apps/server/src/money.ts')).toBeNull();
    expect(isIgnored('data/pglite')).toBe(true);
    expect(isIgnored('apps/server/dist/main.js')).toBe(true);
    expect(isIgnored('apps/server/src/money.ts')).toBe(false);
    expect(resolvesPackage('@croupier/contract', 'signing')).toBe(true);
    expect(resolvesPackage('@croupier/contract', 'no-such-entry')).toBe(false);
  });

  it('reports a path that resolves nowhere with its file and line', () => {
    const doc = [
      '# T',
      'See `platform/db.ts`, `./data/pglite`, `apps/web/dist` and',
      '`modules/no-such-module/` and [x](no-such.md) and [y](../README.md).',
      '```',
      '`apps/nope.ts`',
      '```',
    ];
    expect(brokenReferences('docs/x.md', doc.join('\n'))).toEqual([
      'docs/x.md:3: `modules/no-such-module/`',
      'docs/x.md:3: link no-such.md',
    ]);
  });
});

describe('the architecture\'s "Domains" table is the code\'s modules and features', () => {
  const serverModules = subdirs('apps/server/src/modules');
  const webFeatures = subdirs('apps/web/src/features');
  const rows = domainRows(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));

  it('names every server module and web feature there is, and only those', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(domainDrift(rows, serverModules, webFeatures)).toEqual([]);
  });

  it('notices a module missing from the table, a row naming a module that is gone, and a feature that is gone', () => {
    const table = [
      '## Domains',
      '| Domain | Spec | Contract | Server module | Web feature |',
      '|---|---|---|---|---|',
      '| auth: x | 000 | `auth.ts` | `modules/auth` | `features/auth` |',
      '| gone: x | 000 | `gone.ts` | `modules/gone` | `features/gone` |',
      '| seamless-wallet: x | ADR 013 | `seamless-wallet.ts` | `modules/seamless-wallet` | none |',
      '',
      '| bets: after a blank line, not in the table | 001 | `bets.ts` | `modules/bets` | `features/bets` |',
    ].join('\n');
    expect(domainDrift(domainRows(table), ['auth', 'seamless-wallet', 'bets'], ['auth', 'bets'])).toEqual([
      'gone: contract file gone.ts does not exist',
      'modules/gone does not exist',
      'features/gone does not exist',
      'modules/bets is not in the table',
      'features/bets is not in the table',
    ]);
  });
});

describe('code cites the spec or an ADR, never a tracker issue', () => {
  it('finds the code', () => {
    expect(CODE).toEqual(expect.arrayContaining(['apps/server/src/app.ts', 'scripts/supervise.mjs']));
  });

  it('no comment in apps, packages, e2e, bench or scripts cites an issue, a task or a #number', () => {
    const found = CODE.flatMap((file) => trackerCitations(file, commentsOf(file)));
    expect(found, `tracker references:\n${found.join('\n')}`).toEqual([]);
  });

  it("reads a test's title and a comment in JSX as comments", () => {
    const source = [
      "describe('category pages (issue 20)', () => {",
      "  it('works (ADR 032)', () => {});",
      '});',
      'const grid = <div>{/* first row loads at once (issue 20) */}</div>;',
    ].join('\n');
    expect(trackerCitations('x.test.tsx', scriptComments('x.test.tsx', source))).toEqual([
      "x.test.tsx:1: 'category pages (issue 20)'",
      'x.test.tsx:4: {/* first row loads at once (issue 20) */}',
    ]);
  });

  it('reads comments only, and tells a tracker reference from a colour or a count', () => {
    const source = [
      "const colour = '#28a'; // the brand's #28a745 green",
      "const url = 'https://x.test/#12'; const re = /\\/\\/ issue 4/;",
      '/* done for issue 28 */',
      '// see #12',
      '// Task #20: follow-up',
      'const label = <p>// issue 5 is text</p>; // the 5 tasks 3 times; &#39; a#1',
    ].join('\n');
    expect(trackerCitations('x.tsx', scriptComments('x.tsx', source))).toEqual([
      'x.tsx:3: /* done for issue 28 */',
      'x.tsx:4: // see #12',
      'x.tsx:5: // Task #20: follow-up',
    ]);
    expect(trackerCitations('x.css', styleComments('a { color: #123; } /* issue 7 */'))).toEqual([
      'x.css:1: /* issue 7 */',
    ]);
  });
});

describe('docs/configuration.md names every variable', () => {
  const docs = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');

  it.each(['apps/server/src/platform/config.ts', 'apps/sandbox/src/config.ts'])('of %s', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(schemaVariables(source).length).toBeGreaterThan(5);
    expect(undocumented(source, docs)).toEqual([]);
  });

  it('notices a variable the page does not name', () => {
    const source =
      'const Env = z.object({\n  PORT: z.coerce.number(),\n  NEW_KNOB: z.string().optional(),\n});';
    expect(undocumented(source, '| `PORT` | `3000` | … |')).toEqual(['NEW_KNOB']);
  });
});
