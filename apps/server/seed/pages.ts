import type { StaticPageSlug } from '@croupier/contract';

export const demoPages: { slug: StaticPageSlug; title: string; body: string }[] = [
  {
    slug: 'about-us',
    title: 'About us',
    body: 'Croupier is an open-source player site for online casinos and sportsbooks. This is the demo brand: every game, payment and message here is played against stand-in providers, with no real money.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body: 'The demo keeps the data you enter in its own database on the machine that runs it. Nothing is sent to third parties: the game studio, cashier, sportsbook, identity check and message gateway are local stand-ins.',
  },
  {
    slug: 'general-terms-conditions',
    title: 'General terms and conditions',
    body: 'Play responsibly. The demo is for evaluation only: balances are play money and have no cash value. You must be of legal gambling age in your country to play for real money on a site built with Croupier.',
  },
];
