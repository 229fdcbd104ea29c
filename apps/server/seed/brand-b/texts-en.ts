import type { BrandBTexts } from './types.ts';

/** Brand B's texts in English (types.ts). */
export const en: BrandBTexts = {
  pages: {
    'about-us': {
      title: 'About us',
      body: 'Spielbank Nord is the second demo brand of Croupier: the same platform and software, with its own colours, its own promotions and its own choice of games. Every game, payment and message here is played against stand-in providers, with no real money.',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: 'We keep what you enter at registration and in your profile in the database of the machine that runs the demo. None of it goes to third parties: the game studio, cashier, identity check and message gateway are local stand-ins. You can have your account deleted at any time through customer support.',
    },
    'general-terms-conditions': {
      title: 'General terms and conditions',
      body: 'You must be 18 or over to take part. Each person may hold one account only. The demo is for evaluation only: balances are play money and have no cash value. Bonuses and promotions follow their own terms; we may reclaim them if we suspect abuse.',
    },
    'responsible-gambling': {
      title: 'Responsible gambling',
      body: 'Gambling can be addictive. Only play with money you can afford to lose, and set yourself a limit before you start. In your profile you can set deposit, loss and wager limits, take a break or exclude yourself. Free and anonymous advice is available from the BZgA helpline on 0800 1 37 27 00 (Germany) or at www.check-dein-spiel.de.',
    },
  },
  rewards: {
    step1: {
      title: '100% on your first deposit',
      description: 'We double your first deposit, up to €100.',
      terms: 'Wager the bonus five times within 30 days. Maximum stake with bonus money: €5 per round.',
    },
    step2: {
      title: '50% on your second deposit',
      description: 'Half your second deposit again on top, up to €100.',
      terms: 'Wager the bonus five times within 30 days. Maximum stake with bonus money: €5 per round.',
    },
    reload: {
      title: 'Weekend reload: 50% up to €50',
      description: 'For the weekend we add half your deposit.',
      terms: 'For deposits of €20 or more. Wager five times within 30 days.',
    },
    start: {
      title: 'Starter bonus: 100% up to €20',
      description: 'With the code NORD20 we double your deposit, up to €20.',
      terms: 'Once per player. Wager the bonus five times within 30 days.',
    },
    freeSpins: {
      title: '20 free spins',
      description: 'Twenty free spins at €0.20 each; the winnings are bonus money.',
      terms: 'Claim within 14 days and play within 30 days. Wager the winnings five times.',
    },
  },
  campaigns: {
    welcome: {
      title: 'Welcome pack: up to €200',
      description:
        'Two deposit bonuses to get you started: 100% on your first deposit and 50% on your second.',
      terms:
        'For new players only, one welcome pack per person. Opt in before you deposit. Wager each bonus five times within 30 days; the maximum stake with bonus money is €5 per round.',
    },
    reload: {
      title: 'Weekend reload',
      description: 'Opt in and deposit at least €20: we add 50%, up to €50.',
      terms:
        'Deposits of €20 or more count, one bonus per opt-in. Wager the bonus five times within 30 days.',
    },
  },
  welcomePack: {
    title: 'Welcome pack',
    description: 'Up to €200 in bonuses on your first two deposits.',
    steps: ['1st deposit: 100% up to €100', '2nd deposit: 50% up to €100'],
  },
  tournament: {
    title: 'Northern Lights race',
    description:
      'Every cent you stake on the tournament games is a point. The top ten share €250 and free spins.',
    terms: 'Cash prizes are paid to the real-money balance when the tournament ends, free spins as a bonus.',
  },
  crm: {
    welcomePopup: {
      title: 'Welcome to Spielbank Nord',
      body: 'Sign up in a minute and claim your starter bonus with the code NORD20.',
      signUp: 'Sign up now',
      later: 'Later',
    },
    depositCard: {
      title: 'Your weekend reload is waiting',
      body: 'Opt in to the weekend reload and get 50% on your next deposit.',
      buttonLabel: 'Deposit',
    },
    instantMessage: {
      title: 'Play responsibly',
      body: 'Set limits or take a break from your profile at any time. Free help is available on 0800 1 37 27 00. Please acknowledge to continue.',
    },
  },
};
