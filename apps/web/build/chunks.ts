import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

/**
 * How the production build splits its JavaScript (ADR 033). Libraries every route needs go in two
 * long-cached chunks (the renderer with the router; the data, text and validation libraries); the
 * app's modules the entry imports statically join the entry's chunk, and the lobby route's modules
 * make one chunk, so the first load of `/` is five files rather than two dozen, many of 0.2-1 KB that
 * each carried ~1 KB of response headers. Everything else splits per route as the bundler decides.
 */

const RENDERER =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|react-router|cookie|set-cookie-parser)[\\/]/;
const VENDOR =
  /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zod)[\\/]/;
// zod's settings travel with zod: the vendor chunk runs before any chunk that builds a schema.
const ZOD_CONFIG = /[\\/]src[\\/]zod-config\.ts$/;
// Only pages that write use the mutation hook: left to the pages' chunks, out of the first load.
const MUTATION = /[\\/](useMutation|mutationObserver)\.js$/;

export function isVendor(id: string): boolean {
  return ZOD_CONFIG.test(id) || (VENDOR.test(id) && !MUTATION.test(id));
}

// The lobby route loads on every visit to `/` (main.tsx starts it at once).
const LOBBY_PAGE = /[\\/]src[\\/]features[\\/]games[\\/]pages[\\/]LobbyPage\.tsx$/;

/** Whether `id` is `LobbyPage.tsx` or something it imports statically, directly or through others. */
export function inLobbyRoute(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (LOBBY_PAGE.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inLobbyRoute(importer, ctx, seen));
}

export const codeSplitting: CodeSplittingOptions = {
  groups: [
    { name: 'react', test: (id) => RENDERER.test(id), priority: 3 },
    { name: 'vendor', test: isVendor, priority: 2 },
    // `$initial`: modules the entry imports statically, directly or through others.
    { name: 'app', tags: ['$initial'], priority: 1 },
    // The lobby route's modules in one chunk; the other pages that share some of them load it too.
    { name: (id, ctx) => (inLobbyRoute(id, ctx) ? 'lobby' : null), priority: 0 },
  ],
};
