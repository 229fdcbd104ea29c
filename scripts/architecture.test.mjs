import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The house's walls (GUIDE §2, CODE_STYLE.md "Walls"): no import loops anywhere in apps/ or
// packages/; a server module reaches another only through its index.ts (a tables.ts may name
// another module's tables.ts for a foreign key); a module's index.ts offers services, never its
// repository or tables; nothing in packages/ imports from apps/.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec|int\.test)\.(ts|tsx|mts)$|\.d\.ts$/;

/** Source files (not tests) under `dir`, relative to the repo. */
function sources(dir, out = []) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return out;
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIPPED.has(e.name)) sources(rel, out);
    } else if (SOURCE.test(e.name) && !TEST.test(e.name)) out.push(rel);
  }
  return out;
}

/** Every module specifier a file imports or re-exports (static, dynamic, type-only alike). */
function specifiers(text, fileName = 'x.ts') {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push({ spec: node.moduleSpecifier.text, reexport: ts.isExportDeclaration(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, reexport: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The relative imports of each file, resolved to repo files. */
function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const f of files) {
    const targets = [];
    for (const { spec, reexport } of specifiers(readFileSync(path.join(root, f), 'utf8'), f)) {
      if (!spec.startsWith('.')) continue;
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(f), spec));
      const candidates = [
        base,
        base.replace(/\.js$/, '.ts'),
        `${base}.ts`,
        `${base}.tsx`,
        `${base}/index.ts`,
      ];
      const to = candidates.find((c) => known.has(c));
      if (to && to !== f) targets.push({ to, reexport });
    }
    graph.set(f, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan): each is an import loop. */
function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!idx.has(to)) {
        strong(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (on.has(to)) low.set(v, Math.min(low.get(v), idx.get(to)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return found;
}

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

/** Imports that cross a server module's wall, and index.ts files that offer a repository or tables. */
function moduleWallBreaches(graph) {
  const breaches = [];
  for (const [from, targets] of graph) {
    const own = MODULE.exec(from);
    if (!own) continue;
    for (const { to, reexport } of targets) {
      const target = MODULE.exec(to);
      if (!target) continue;
      const [, fromModule, fromFile] = own;
      const [, toModule, toFile] = target;
      if (fromModule !== toModule) {
        const foreignKey = fromFile === 'tables.ts' && toFile === 'tables.ts';
        if (toFile !== 'index.ts' && !foreignKey) breaches.push(`${from} → ${to}`);
      } else if (fromFile === 'index.ts' && reexport && /^(repository|tables)\.ts$/.test(toFile)) {
        breaches.push(`${from} re-exports ${to}`);
      }
    }
  }
  return breaches;
}

describe('the walls of the house', () => {
  const files = [...sources('apps'), ...sources('packages')];
  const graph = importGraph(files);

  it('has no import loop in apps/ or packages/', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('lets a server module reach another only through its index.ts, and no index.ts offer SQL', () => {
    expect(moduleWallBreaches(graph)).toEqual([]);
  });

  it('keeps packages/ free of apps/', () => {
    const offenders = files
      .filter((f) => f.startsWith('packages/'))
      .flatMap((f) =>
        specifiers(readFileSync(path.join(root, f), 'utf8'), f)
          .filter(({ spec }) => spec.includes('/apps/') || spec.startsWith('@croupier/server'))
          .map(({ spec }) => `${f} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('the checks catch what they look for', () => {
  const graphOf = (edges) =>
    new Map(Object.entries(edges).map(([from, tos]) => [from, tos.map((to) => ({ to, reexport: false }))]));

  it('finds a loop through type-only and dynamic imports alike', () => {
    expect(specifiers("import type { A } from './a.ts';\nconst b = () => import('./b.ts');")).toEqual([
      { spec: './a.ts', reexport: false },
      { spec: './b.ts', reexport: false },
    ]);
    expect(cycles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(graphOf({ a: ['b'], b: [] }))).toEqual([]);
  });

  it('finds a module reaching into another, and an index.ts offering its repository', () => {
    const m = (name, file) => `apps/server/src/modules/${name}/${file}`;
    const graph = new Map([
      [m('bets', 'service.ts'), [{ to: m('wallet', 'repository.ts'), reexport: false }]],
      [m('bets', 'routes.ts'), [{ to: m('wallet', 'index.ts'), reexport: false }]],
      [m('rewards', 'tables.ts'), [{ to: m('auth', 'tables.ts'), reexport: false }]],
      [m('wallet', 'index.ts'), [{ to: m('wallet', 'tables.ts'), reexport: true }]],
    ]);
    expect(moduleWallBreaches(graph)).toEqual([
      `${m('bets', 'service.ts')} → ${m('wallet', 'repository.ts')}`,
      `${m('wallet', 'index.ts')} re-exports ${m('wallet', 'tables.ts')}`,
    ]);
  });
});
