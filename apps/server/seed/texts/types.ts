import type { StaticPageSlug } from '@croupier/contract';

/** A title and a description, as a player reads them. */
export interface Described {
  title: string;
  description: string;
}
type WithTerms = Described & { terms: string };

/**
 * What the demo brand says to players outside the web's bundle, in one language. Each language's
 * file (`en.ts`, `es.ts`, …) fills all of it, so a text missing in one is a type error.
 */
export interface DemoTexts {
  /** The footer's pages (`seed/pages.ts`). */
  pages: Record<StaticPageSlug, { title: string; body: string }>;
  /** The rewards behind the demo's promo codes (`seed/rewards.ts`). */
  rewards: Record<'depositBonus' | 'freeSpins', WithTerms>;
  /** The bonuses the campaigns grant (`seed/campaigns.ts`), and their common terms. */
  campaignBonuses: Record<'step1' | 'step2' | 'step3' | 'reload' | 'sport' | 'guest', Described>;
  campaignBonusTerms: string;
  campaigns: Record<'welcome' | 'reload' | 'sport' | 'guest' | 'country', WithTerms>;
  welcomePacks: Record<'casino' | 'sport', Described & { steps: string[] }>;
  /** The tournaments (`seed/tournaments.ts`), and their common terms. */
  tournaments: Record<'active' | 'scheduled' | 'finished', Described>;
  tournamentTerms: string;
  /** The CRM's popup, card and message (`seed/crm.ts`). */
  crm: {
    welcomePopup: { title: string; body: string; signUp: string; justLooking: string };
    depositCard: { title: string; body: string; buttonLabel: string };
    instantMessage: { title: string; body: string };
  };
}
