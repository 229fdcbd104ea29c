import type { Db } from '../../src/platform/db.ts';
import { crmCards, crmMessages, crmPopups, crmPopupTypes } from '../../src/platform/schema.ts';
import { BRAND_B, BRAND_B_CAMPAIGNS, BRAND_B_CRM } from './ids.ts';
import { brandBTexts } from './texts.ts';

/**
 * Brand B's CRM (ADR 029): a welcome popup for guests with the starter code, a card for players
 * about the weekend reload and an instant message on responsible play. Each is written in German,
 * the brand's default, with its English version (the records' `translations`).
 */
export async function seedBrandBCrm(db: Db, now: Date): Promise<void> {
  const { de, en } = brandBTexts;
  const stamps = {
    brandId: BRAND_B,
    createdAt: now,
    updatedAt: now,
    startsAt: null,
    endsAt: null,
    enabled: true,
  };
  const everyone = { countries: [], languages: [], segment: null };
  await db
    .insert(crmPopupTypes)
    .values([
      { brandId: BRAND_B, type: 'type_welcome', buttonType: 'primary', buttonSize: 'large' },
      { brandId: BRAND_B, type: 'type_default', buttonType: 'secondary', buttonSize: 'medium' },
    ])
    .onConflictDoNothing();
  const popup = de.crm.welcomePopup;
  await db
    .insert(crmPopups)
    .values({
      ...stamps,
      id: BRAND_B_CRM.popup,
      recordType: 'welcome',
      name: 'Willkommen (Gäste)',
      buttons: [
        { label: popup.signUp, url: '/registration', type: null, size: null },
        { label: popup.later, url: null, type: 'ghost', size: 'small' },
      ],
      excludedPages: ['/registration', '/login', '/forgot-password', '/game/*'],
      data: { title: popup.title, body: popup.body, image: null },
      translations: {
        en: {
          title: en.crm.welcomePopup.title,
          body: en.crm.welcomePopup.body,
          buttons: [en.crm.welcomePopup.signUp, en.crm.welcomePopup.later],
        },
      },
      targeting: { audience: 'guests', ...everyone },
      maxViews: 3,
      priority: 10,
    })
    .onConflictDoNothing();
  await db
    .insert(crmCards)
    .values({
      ...stamps,
      id: BRAND_B_CRM.card,
      name: 'Wochenend-Reload (Spieler)',
      ...de.crm.depositCard,
      image: null,
      url: `/promotions/${BRAND_B_CAMPAIGNS.reload}`,
      translations: { en: en.crm.depositCard },
      targeting: { audience: 'players', ...everyone },
    })
    .onConflictDoNothing();
  await db
    .insert(crmMessages)
    .values({
      ...stamps,
      id: BRAND_B_CRM.message,
      kind: 'instant',
      ...de.crm.instantMessage,
      url: null,
      translations: { en: en.crm.instantMessage },
      targeting: { audience: 'players', ...everyone },
    })
    .onConflictDoNothing();
}
