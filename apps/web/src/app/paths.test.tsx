import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, UNROUTED_PATHS } from '../shared/paths.ts';
import { sourceFiles, WEB_SRC } from '../test/source-files.ts';
import { AppRoutes, STATIC_PAGES } from './router.tsx';

/** The route table as data: the `<Routes>` children of `AppRoutes`. */
const routes = createRoutesFromChildren(
  (AppRoutes() as ReactElement<{ children: ReactElement }>).props.children,
);

/** True when the path reaches a page of the table, not the catch-all "not found". */
function routed(path: string): boolean {
  const pathname = new URL(path, 'http://site').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return !!leaf && leaf.route.path !== '*';
}

describe('paths', () => {
  it('every path of the paths module reaches a page, except the ones not built yet', () => {
    // A footer page's slug for `page`; any value for the other parameters.
    const all = Object.entries(paths).map(([name, p]) =>
      typeof p === 'function' ? p(name === 'page' ? (STATIC_PAGES[0] ?? '') : 'some-slug') : p,
    );
    const unrouted = all.filter((p) => !routed(p));
    expect(unrouted).toEqual(UNROUTED_PATHS);
  });

  it('every footer page has a route', () => {
    for (const slug of STATIC_PAGES) expect(routed(paths.page(slug)), slug).toBe(true);
  });

  it('no link or navigation spells a path by hand: they all come from the paths module', () => {
    const files = sourceFiles(WEB_SRC);
    const literal = /\b(?:to|path|exitPath)=["'`{]*\/|navigate\(\s*["'`]\/|useRedirect\([^,]+,\s*["'`]\//;
    const offenders = files.filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
