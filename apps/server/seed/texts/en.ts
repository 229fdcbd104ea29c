import type { DemoTexts } from './types.ts';

/** The demo's texts in English, the brand's default language (every other one falls back to it). */
export const en: DemoTexts = {
  pages: {
    'about-us': {
      title: 'About us',
      body: 'Croupier is an open-source player site for online casinos and sportsbooks. This is the demo brand: every game, payment and message here is played against stand-in providers, with no real money.',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: 'The demo keeps the data you enter in its own database on the machine that runs it. Nothing is sent to third parties: the game studio, cashier, sportsbook, identity check and message gateway are local stand-ins.',
    },
    'general-terms-conditions': {
      title: 'General terms and conditions',
      body: 'Play responsibly. The demo is for evaluation only: balances are play money and have no cash value. You must be of legal gambling age in your country to play for real money on a site built with Croupier.',
    },
  },
  rewards: {
    depositBonus: {
      title: '100% deposit bonus',
      description: 'Your deposit doubled, up to 50 — wager the bonus 5 times and it is yours.',
      terms:
        'Slots count 100 %, instant-win games 50 %, table games 10 %. Wager within 30 days. At most 500 becomes real money.',
    },
    freeSpins: {
      title: '10 free spins on Velvet Viking',
      description: 'Ten spins at 0.20 each; the winnings are bonus money to wager 5 times.',
      terms: 'Claim within 14 days; play within 30 days.',
    },
  },
  campaignBonuses: {
    step1: { title: '100% first deposit bonus', description: 'Your first deposit doubled, up to 100.' },
    step2: { title: '50% second deposit bonus', description: 'Half your second deposit again, up to 100.' },
    step3: { title: '25% third deposit bonus', description: 'A quarter of your third deposit, up to 100.' },
    reload: { title: '50% reload bonus', description: 'Half your deposit again, up to 50.' },
    sport: { title: '10 sports bonus', description: 'A 10 bonus for the sportsbook.' },
    guest: { title: '5 sign-up bonus', description: 'A 5 bonus when you open an account.' },
  },
  campaignBonusTerms: 'Wager the bonus within 30 days.',
  campaigns: {
    welcome: {
      title: 'Casino welcome pack',
      description: 'Three deposit bonuses: 100% on your first deposit, 50% on the second, 25% on the third.',
      terms: 'Each bonus is up to 100 and is wagered 5 times within 30 days. One welcome pack per player.',
    },
    reload: {
      title: 'Weekend reload: 50% up to 50',
      description: 'Opt in, then deposit 20 or more for a 50% reload bonus.',
      terms: 'Deposits of at least 20 count. Wager the bonus 5 times within 30 days.',
    },
    sport: {
      title: 'Sports starter: a 10 bonus',
      description: 'Opt in and a 10 bonus is yours, to use on the sportsbook.',
      terms:
        'One per player. Wager the bonus 3 times within 30 days. Takes the place of the casino welcome pack.',
    },
    guest: {
      title: 'New here? A 5 bonus on sign-up',
      description: 'Open an account and start with a 5 bonus.',
      terms: 'For new players only. Wager the bonus 5 times within 30 days.',
    },
    country: {
      title: 'UK & Ireland: 10 free spins',
      description: 'Players in the United Kingdom and Ireland get 10 free spins with their first deposit.',
      terms:
        'Only for players registered in the United Kingdom or Ireland. Opt in before your first deposit.',
    },
  },
  welcomePacks: {
    casino: {
      title: 'Casino welcome pack',
      description: 'Up to 300 in bonuses over your first three deposits.',
      steps: ['1st deposit: 100% up to 100', '2nd deposit: 50% up to 100', '3rd deposit: 25% up to 100'],
    },
    sport: {
      title: 'Sports starter',
      description: 'A 10 bonus at once, for the sportsbook.',
      steps: ['On sign-up: a 10 bonus'],
    },
  },
  tournaments: {
    active: {
      title: 'Weekly wager race',
      description: 'Every cent you stake on the tournament games is a point. Top ten share 250.',
    },
    scheduled: {
      title: 'Big win hunt',
      description: 'Your best single win, as a multiple of its stake, is your score.',
    },
    finished: { title: 'Launch sprint', description: 'The first race of the site.' },
  },
  // The page states the scoring, the minimum stake and the ties rule itself; terms add the rest.
  tournamentTerms: 'Prizes are paid to the winners’ real-money balance when the tournament ends.',
  crm: {
    welcomePopup: {
      title: 'Welcome to Croupier',
      body: 'Sign up in a minute and claim your welcome bonus with the code WELCOME100 on your first deposit.',
      signUp: 'Sign up',
      justLooking: 'Just looking',
    },
    depositCard: {
      title: 'Top up and play on',
      body: 'Your balance is waiting: deposit now and use WELCOME100 for a bonus on your first deposit.',
      buttonLabel: 'Deposit',
    },
    instantMessage: {
      title: 'Play responsibly',
      body: 'Set deposit limits or take a break at any time from your profile. Please acknowledge to continue.',
    },
  },
};
