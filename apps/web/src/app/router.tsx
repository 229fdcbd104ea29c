import type { StaticPageSlug } from '@croupier/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';
import { RouteFallback } from './RouteFallback.tsx';

function staticPage(slug: StaticPageSlug): RouteObject {
  return {
    path: slug,
    loader: () => ({ slug }),
    lazy: async () => ({
      Component: (await import('../features/content/pages/StaticPage.tsx')).StaticPageRoute,
    }),
  };
}

/** The route table (000 §2). Each page loads with its route; only the shell is in the first load. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/games/pages/LobbyPage.tsx')).LobbyPage,
            }),
          },
          {
            path: 'games',
            lazy: async () => ({
              Component: (await import('../features/games/pages/GamesPage.tsx')).GamesPage,
            }),
          },
          {
            path: 'games/filters',
            lazy: async () => ({
              Component: (await import('../features/games/pages/GameFiltersPage.tsx')).GameFiltersPage,
            }),
          },
          {
            path: 'providers',
            lazy: async () => ({
              Component: (await import('../features/games/pages/ProvidersPage.tsx')).ProvidersPage,
            }),
          },
          staticPage('privacy-policy'),
          staticPage('about-us'),
          staticPage('general-terms-conditions'),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
