import type { Db } from '../src/platform/db.ts';
import { crmCards, crmMessages, crmPopups, crmPopupTypes } from '../src/platform/schema.ts';

/**
 * The demo's CRM messages (local demo only; ADR 029): a welcome popup for guests, a deposit reminder
 * card for players and an instant message for players. Fixed ids, inserted when missing, so a demo
 * database seeded before CRM existed gets them on its next start (and e2e/support.ts can name them).
 */
export const DEMO_WELCOME_POPUP = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f01';
export const DEMO_DEPOSIT_CARD = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f02';
export const DEMO_INSTANT_MESSAGE = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f03';

export async function seedDemoCrm(db: Db, now: Date): Promise<void> {
  const stamps = { createdAt: now, updatedAt: now };
  await db
    .insert(crmPopupTypes)
    .values([
      { type: 'type_welcome', buttonType: 'primary', buttonSize: 'large' },
      { type: 'type_default', buttonType: 'secondary', buttonSize: 'medium' },
    ])
    .onConflictDoNothing();
  await db
    .insert(crmPopups)
    .values({
      id: DEMO_WELCOME_POPUP,
      recordType: 'welcome',
      name: 'Welcome (guests)',
      buttons: [
        { label: 'Sign up', url: '/registration', type: null, size: null },
        { label: 'Just looking', url: null, type: 'ghost', size: 'small' },
      ],
      excludedPages: ['/registration', '/login', '/forgot-password', '/game/*'],
      data: {
        title: 'Welcome to Croupier',
        body: 'Sign up in a minute and claim your welcome bonus with the code WELCOME100 on your first deposit.',
        image: null,
      },
      targeting: { audience: 'guests', countries: [], languages: [], segment: null },
      startsAt: null,
      endsAt: null,
      maxViews: 3,
      priority: 10,
      enabled: true,
      ...stamps,
    })
    .onConflictDoNothing();
  await db
    .insert(crmCards)
    .values({
      id: DEMO_DEPOSIT_CARD,
      name: 'Deposit reminder (players)',
      title: 'Top up and play on',
      body: 'Your balance is waiting: deposit now and use WELCOME100 for a bonus on your first deposit.',
      image: null,
      buttonLabel: 'Deposit',
      url: '/deposit',
      targeting: { audience: 'players', countries: [], languages: [], segment: null },
      startsAt: null,
      endsAt: null,
      enabled: true,
      ...stamps,
    })
    .onConflictDoNothing();
  await db
    .insert(crmMessages)
    .values({
      id: DEMO_INSTANT_MESSAGE,
      kind: 'instant',
      title: 'Play responsibly',
      body: 'Set deposit limits or take a break at any time from your profile. Please acknowledge to continue.',
      url: null,
      targeting: { audience: 'players', countries: [], languages: [], segment: null },
      startsAt: null,
      endsAt: null,
      enabled: true,
      ...stamps,
    })
    .onConflictDoNothing();
}
