import type { CardTranslation, MessageTranslation, PopupTranslation } from '@croupier/contract';
import type { Db } from '../src/platform/db.ts';
import { crmCards, crmMessages, crmPopups, crmPopupTypes } from '../src/platform/schema.ts';
import { DEMO_LOCALES } from './locales.ts';
import { addMissingLocales } from './missing-locales.ts';
import { type DemoTexts, demoTexts } from './texts/index.ts';

/**
 * The demo's CRM messages (local demo only; ADR 029): a welcome popup for guests, a deposit reminder
 * card for players and an instant message for players, written in English with a version in each
 * other demo language. Fixed ids, inserted when missing, so a demo database seeded before CRM existed
 * gets them on its next start (and e2e/support.ts can name them); one seeded before a language
 * existed gains its version.
 */
export const DEMO_WELCOME_POPUP = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f01';
export const DEMO_DEPOSIT_CARD = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f02';
export const DEMO_INSTANT_MESSAGE = '7a2e0c11-5d3b-4f6a-9c1e-2b3c4d5e6f03';

/** A record's versions in every demo language but English, the record's own. */
const versions = <T>(pick: (crm: DemoTexts['crm']) => T): Record<string, T> =>
  Object.fromEntries(DEMO_LOCALES.filter((l) => l !== 'en').map((l) => [l, pick(demoTexts[l].crm)]));
const popupVersions = versions<PopupTranslation>(({ welcomePopup: p }) => ({
  title: p.title,
  body: p.body,
  buttons: [p.signUp, p.justLooking],
}));
const cardVersions = versions<CardTranslation>(({ depositCard: c }) => c);
const messageVersions = versions<MessageTranslation>(({ instantMessage: m }) => m);

export async function seedDemoCrm(db: Db, now: Date): Promise<void> {
  const stamps = { createdAt: now, updatedAt: now };
  const { welcomePopup, depositCard, instantMessage } = demoTexts.en.crm;
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
        { label: welcomePopup.signUp, url: '/registration', type: null, size: null },
        { label: welcomePopup.justLooking, url: null, type: 'ghost', size: 'small' },
      ],
      excludedPages: ['/registration', '/login', '/forgot-password', '/game/*'],
      data: { title: welcomePopup.title, body: welcomePopup.body, image: null },
      translations: popupVersions,
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
      title: depositCard.title,
      body: depositCard.body,
      image: null,
      buttonLabel: depositCard.buttonLabel,
      url: '/deposit',
      translations: cardVersions,
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
      title: instantMessage.title,
      body: instantMessage.body,
      url: null,
      translations: messageVersions,
      targeting: { audience: 'players', countries: [], languages: [], segment: null },
      startsAt: null,
      endsAt: null,
      enabled: true,
      ...stamps,
    })
    .onConflictDoNothing();
  const popups = { table: crmPopups, id: crmPopups.id, texts: crmPopups.translations };
  await addMissingLocales(db, popups, [{ id: DEMO_WELCOME_POPUP, texts: popupVersions }]);
  const cards = { table: crmCards, id: crmCards.id, texts: crmCards.translations };
  await addMissingLocales(db, cards, [{ id: DEMO_DEPOSIT_CARD, texts: cardVersions }]);
  const messages = { table: crmMessages, id: crmMessages.id, texts: crmMessages.translations };
  await addMissingLocales(db, messages, [{ id: DEMO_INSTANT_MESSAGE, texts: messageVersions }]);
}
