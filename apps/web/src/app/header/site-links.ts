import type { BrandConfig } from '@croupier/contract';
import { paths } from '../../shared/paths.ts';

/** A destination of the header, the bottom bar or a menu: its path, text key and NavLink `end`. */
export interface SiteLink {
  to: string;
  label: string;
  end?: boolean;
}

export const lobbyLink: SiteLink = { to: paths.home, label: 'nav.lobby', end: true };
export const gamesLink: SiteLink = { to: paths.games, label: 'nav.games', end: true };
export const promotionsLink: SiteLink = { to: paths.promotions, label: 'nav.promotions' };
export const favoritesLink: SiteLink = { to: paths.favorites, label: 'nav.favorites' };
export const lastPlayedLink: SiteLink = { to: paths.lastPlayed, label: 'nav.lastPlayed' };

/** The site's sections, in the header's order; Sports and Tournaments only where the brand has them. */
export function siteLinks(features: BrandConfig['features']): SiteLink[] {
  return [
    lobbyLink,
    gamesLink,
    { to: paths.providers, label: 'nav.providers' },
    ...(features.sports ? [{ to: paths.sportsIndex, label: 'nav.sports' }] : []),
    promotionsLink,
    ...(features.tournaments ? [{ to: paths.tournaments, label: 'nav.tournaments' }] : []),
  ];
}

/** A player's own lists of games (the desktop header has them in its menu). */
export const playerGameLinks: SiteLink[] = [favoritesLink, lastPlayedLink];
