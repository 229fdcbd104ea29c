import { paths } from '../../../shared/paths.ts';

/** Pages a registration may land on that have a name of their own (their navigation label). */
const NAMED: readonly (readonly [string, string])[] = [
  [paths.home, 'nav.lobby'],
  [paths.games, 'nav.games'],
  [paths.deposit, 'wallet.deposit'],
  [paths.rewards, 'profile.rewards.title'],
  [paths.promotions, 'nav.promotions'],
  [paths.tournaments, 'nav.tournaments'],
  [paths.sportsIndex, 'nav.sports'],
];

/**
 * How the registration form names the page the player will land on: a page with a name of its own
 * by that name's key, any other page as "the page you were on"; null (a campaign link not known
 * before the signup answers it) as "the campaign's page".
 */
export function landingKey(path: string | null): string {
  if (path === null) return 'auth.registration.landing.campaign';
  const pathname = path.split(/[?#]/)[0] ?? path;
  return NAMED.find(([p]) => p === pathname)?.[1] ?? 'auth.registration.landing.back';
}
