import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { isVendor, routeChunk } from '../../build/chunks.ts';
import { COMPILE_HINT, compileHints } from '../../build/first-paint.ts';
import { preactAliases } from '../../build/slim-deps.ts';

const LOBBY = '/app/src/features/games/pages/LobbyPage.tsx';

/** A module graph given as `module → its static importers`. */
function graph(importers: Record<string, string[]>): ChunkingContext {
  return {
    getModuleInfo: (id) => (id in importers ? ({ importers: importers[id] } as unknown as ModuleInfo) : null),
  };
}

describe('the route chunks (build/chunks.ts)', () => {
  const LOGIN = '/app/src/features/auth/pages/LoginPage.tsx';
  const CRM = '/app/src/features/crm/components/CrmLayer.tsx';
  const REPORT = '/app/src/shared/errors/report.ts';
  const WALLET = '/app/src/features/wallet/components/HeaderWallet.tsx';
  const ctx = graph({
    [LOBBY]: [],
    [LOGIN]: [],
    [CRM]: [],
    [WALLET]: [],
    [REPORT]: [LOGIN],
    '/app/src/shared/format.ts': [WALLET, '/app/src/shared/forms/fields.tsx'],
    '/app/src/shared/wallet/balance.ts': [WALLET],
    '/app/src/shared/games/GameGrid.tsx': [LOBBY, '/app/src/features/games/pages/GamesPage.tsx'],
    '/app/src/shared/ui/Chip.tsx': ['/app/src/shared/games/GameGrid.tsx', LOGIN],
    '/app/src/features/games/pages/GamesPage.tsx': [],
    '/app/src/shared/forms/fields.tsx': [LOGIN],
    '/app/src/shared/forms/PhoneFields.tsx': ['/app/src/shared/forms/fields.tsx'],
    '/x/node_modules/react-hook-form/dist/index.esm.mjs': ['/app/src/shared/forms/fields.tsx'],
    '/app/src/features/auth/model/market.ts': [LOGIN],
    '/app/src/features/crm/local-status.ts': [CRM, '/app/src/features/profile/pages/ProfilePage.tsx'],
    '/app/src/features/profile/pages/ProfilePage.tsx': [],
    '/app/src/a.ts': ['/app/src/b.ts'],
    '/app/src/b.ts': ['/app/src/a.ts'],
  });

  it('takes each root page and what it imports, directly or through other modules', () => {
    expect(routeChunk(LOBBY, ctx)).toBe('lobby');
    expect(routeChunk('/app/src/shared/games/GameGrid.tsx', ctx)).toBe('lobby');
    expect(routeChunk(LOGIN, ctx)).toBe('login');
    expect(routeChunk('/app/src/features/auth/model/market.ts', ctx)).toBe('login');
    expect(routeChunk(CRM, ctx)).toBe('later');
    expect(routeChunk('/app/src/features/crm/local-status.ts', ctx)).toBe('later');
    expect(routeChunk('/app/src/features/games/pages/GamesPage.tsx', ctx)).toBe('games');
  });

  it("gives the login page's shared forms a chunk of their own, so other pages with forms skip the login page's code", () => {
    expect(routeChunk('/app/src/shared/forms/fields.tsx', ctx)).toBe('forms');
    expect(routeChunk('/app/src/shared/forms/PhoneFields.tsx', ctx)).toBe('forms');
    expect(routeChunk('/x/node_modules/react-hook-form/dist/index.esm.mjs', ctx)).toBe('forms');
  });

  it("gives what the login page and a player's header share a chunk of its own, so neither loads the other's", () => {
    expect(routeChunk('/app/src/shared/format.ts', ctx)).toBe('account');
  });

  it('puts a module two of them share in the first of the list: the lobby, then what loads later', () => {
    expect(routeChunk('/app/src/shared/ui/Chip.tsx', ctx)).toBe('lobby');
    expect(routeChunk('/app/src/shared/games/GameGrid.tsx', ctx)).toBe('lobby');
    expect(routeChunk(REPORT, ctx)).toBe('later');
  });

  it('leaves other pages and their own modules to the bundler, and ends on import cycles', () => {
    expect(routeChunk('/app/src/features/profile/pages/ProfilePage.tsx', ctx)).toBeNull();
    expect(routeChunk('/app/src/a.ts', ctx)).toBeNull();
    // The logged-in header's own modules: the game page, which a guest opens, shares some of them.
    expect(routeChunk(WALLET, ctx)).toBeNull();
    expect(routeChunk('/app/src/shared/wallet/balance.ts', ctx)).toBeNull();
  });

  it('keeps the mutation hook out of the vendor chunk', () => {
    expect(isVendor('/x/node_modules/@tanstack/query-core/build/modern/queryObserver.js')).toBe(true);
    expect(isVendor('/x/node_modules/@tanstack/query-core/build/modern/mutationObserver.js')).toBe(false);
    expect(isVendor('/x/node_modules/zod/v4/core/core.js')).toBe(true);
    expect(isVendor('/app/src/zod-config.ts')).toBe(true);
    expect(isVendor('/x/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
  });
});

describe('Preact in production builds (build/slim-deps.ts)', () => {
  const target = (id: string) => preactAliases().find((a) => (a.find as RegExp).test(id))?.replacement;

  it("serves React's entry points from preact/compat and leaves React's libraries alone", () => {
    expect(target('react')).toBe('preact/compat');
    expect(target('react-dom')).toBe('preact/compat');
    expect(target('react-dom/client')).toBe('preact/compat/client');
    expect(target('react/jsx-runtime')).toBe('preact/compat/jsx-runtime');
    for (const id of ['react-router', 'react-i18next', 'react-hook-form', 'react-dom/server'])
      expect(target(id), id).toBeUndefined();
  });

  it('the replacements provide the React APIs the app and its libraries call', async () => {
    const compat = await import('preact/compat');
    for (const name of [
      'useSyncExternalStore',
      'useId',
      'useTransition',
      'startTransition',
      'createPortal',
      'forwardRef',
      'StrictMode',
      'Suspense',
      'lazy',
    ])
      expect(compat[name as keyof typeof compat], name).toBeDefined();
    expect((await import('preact/compat/client')).createRoot).toBeTypeOf('function');
    expect((await import('preact/compat/jsx-runtime')).jsx).toBeTypeOf('function');
  });
});

describe("V8's compile hint on every chunk (build/first-paint.ts)", () => {
  type Handler = (options: unknown, bundle: Record<string, unknown>) => void;
  const run = (bundle: Record<string, unknown>) => {
    const hook = compileHints().generateBundle as { order: string; handler: Handler };
    // After Vite's own late additions at the top of a chunk (its map of lazy dependencies).
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    return bundle;
  };

  it('puts the hint on the first line of each chunk, and leaves assets alone', () => {
    const bundle = run({
      'assets/index.js': { type: 'chunk', code: 'const __vite__mapDeps=1;\nexport{}' },
      'assets/app.css': { type: 'asset', source: 'body{}' },
    });
    const chunk = bundle['assets/index.js'] as { code: string };
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect((bundle['assets/app.css'] as { source: string }).source).toBe('body{}');
  });

  it('moves a source map a line down, and adds the hint once', () => {
    const chunk = { type: 'chunk', code: 'a()', map: { mappings: 'AAAA' } };
    run({ 'assets/a.js': chunk });
    run({ 'assets/a.js': chunk });
    expect(chunk.code).toBe(`${COMPILE_HINT}\na()`);
    expect(chunk.map.mappings).toBe(';AAAA');
  });
});
