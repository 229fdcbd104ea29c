import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

/**
 * How the production build splits its JavaScript (ADR 033). Libraries every route needs go in two
 * long-cached chunks (the renderer with the router; the data, text and validation libraries); the
 * app's modules the entry imports statically join the entry's chunk, and a few routes' modules make
 * one chunk each (ROUTE_CHUNKS), so the first load of `/` is a handful of files rather than two dozen,
 * many of 0.2-1 KB that each carried ~1 KB of response headers. Everything else splits per route as
 * the bundler decides.
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

const src = (path: string) => new RegExp(`[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}$`);

// The login page: the forms, the phone fields and the phone numbers' metadata, which registration,
// recovery and the profile share.
const LOGIN = src('features/auth/pages/LoginPage\\.tsx');
// What the header and the tiles load for a logged-in player on every page: the balance, the account
// and phone menus, the notification centre, the hearts and the start of the player's profile. They
// stay in the small chunks the bundler makes: they share modules with pages a guest opens too (the
// game page), which would then load all of them.
const PLAYER = src(
  '(features/wallet/components/HeaderWallet\\.tsx|features/crm/components/NotificationCentre\\.tsx|app/header/(AccountMenu|PhoneMenu)\\.tsx|shared/favorites/(PlayerHeart\\.tsx|api\\.ts)|features/profile/model/init\\.ts)',
);

/**
 * Chunks of modules that load together, each given as the modules it starts from: a module goes into
 * the first chunk whose starting modules all import it statically, directly or through others. A page
 * that shares a module with one of them loads that whole chunk: a little more JavaScript for many
 * fewer requests. Each request costs the browser, the server and, for the modulepreload link Vite's
 * loader adds, the page's main thread (ADR 038).
 */
const ROUTE_CHUNKS: readonly (readonly [name: string, ...startsFrom: RegExp[]])[] = [
  // The lobby loads on every visit to `/` (main.tsx starts it at once).
  ['lobby', src('features/games/pages/LobbyPage\\.tsx')],
  // What every page loads a moment after its first render (ADR 036, 037): the consent banner, the
  // CRM layer, error reporting and the analytics collector.
  [
    'later',
    src(
      '(shared/consent/ConsentBanner\\.tsx|features/crm/components/CrmLayer\\.tsx|shared/errors/report\\.ts|shared/analytics/start\\.ts)',
    ),
  ],
  // The catalogue's other pages (a category, the filters, the studios and a studio's games).
  ['games', src('features/games/pages/(GamesPage|GameFiltersPage|ProvidersPage|ProviderGamesPage)\\.tsx')],
  // What a guest on the login page and a logged-in player's header both need (the phone numbers'
  // metadata, the profile's schemas, money formats): neither loads the other's chunk for it.
  ['account', LOGIN, PLAYER],
  // The shared modules and libraries the login page imports (the forms, react-hook-form): the other
  // pages with forms (the cashier, which a brand may warm up on every logged-in page) load these,
  // not the login page's own code.
  ['forms', LOGIN],
  ['login', LOGIN],
];

/** Chunks that take only some of what their starting modules reach: the rest goes to later chunks. */
const ONLY: Readonly<Record<string, RegExp>> = {
  forms: /[\\/](src[\\/]shared|node_modules)[\\/]/,
};

/** Whether `id` matches `roots` or is something a match imports statically, directly or through others. */
function reachedFrom(roots: RegExp, id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (roots.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reachedFrom(roots, importer, ctx, seen));
}

const inChunk = (startsFrom: RegExp[], id: string, ctx: ChunkingContext) =>
  startsFrom.every((roots) => reachedFrom(roots, id, ctx));

/**
 * One rolldown group per route chunk. Higher priority goes first, and a group takes a module with the
 * modules it imports, so the route chunks come one after another in ROUTE_CHUNKS's order, each taking
 * only what an earlier one left.
 */
const routeGroups = ROUTE_CHUNKS.map(([name, ...startsFrom], i) => ({
  name: (id: string, ctx: ChunkingContext) =>
    (ONLY[name]?.test(id) ?? true) && inChunk(startsFrom, id, ctx) ? name : null,
  priority: ROUTE_CHUNKS.length - i,
}));

/** The route chunk `id` goes into, or null to leave it where the bundler puts it: as the groups decide. */
export function routeChunk(id: string, ctx: ChunkingContext): string | null {
  for (const group of [...routeGroups].sort((a, b) => b.priority - a.priority)) {
    const name = group.name(id, ctx);
    if (name) return name;
  }
  return null;
}

export const codeSplitting: CodeSplittingOptions = {
  groups: [
    { name: 'react', test: (id) => RENDERER.test(id), priority: ROUTE_CHUNKS.length + 3 },
    { name: 'vendor', test: isVendor, priority: ROUTE_CHUNKS.length + 2 },
    // `$initial`: modules the entry imports statically, directly or through others.
    { name: 'app', tags: ['$initial'], priority: ROUTE_CHUNKS.length + 1 },
    ...routeGroups,
  ],
};
