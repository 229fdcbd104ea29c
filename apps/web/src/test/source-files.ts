import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The web app's source folder (`apps/web/src`). */
export const WEB_SRC = join(import.meta.dirname, '..');

/**
 * The files under `dir` whose names match `names` (TypeScript by default), tests left out; with
 * `withTestHelpers: false`, the tests' own helpers (`src/test/`) too.
 */
export function sourceFiles(
  dir: string,
  { names = /\.tsx?$/, withTestHelpers = true }: { names?: RegExp; withTestHelpers?: boolean } = {},
): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return !withTestHelpers && path === join(WEB_SRC, 'test')
        ? []
        : sourceFiles(path, { names, withTestHelpers });
    return names.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file parsed by the TypeScript compiler (with JSX for `.tsx`), for tests that read code, not text. */
export function parseSource(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** Every node of a parsed file, depth first. */
export function nodesOf(node: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (n: ts.Node) => {
    all.push(n);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return all;
}

/** `features/x/Y.tsx:12`: where a node is, for a failure message. */
export function placeOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  return `${relative(WEB_SRC, file.fileName)}:${line}`;
}
