import type { StaticPageSlug } from '@croupier/contract';

/** A title and a description, as a player reads them. */
interface Described {
  title: string;
  description: string;
}
type WithTerms = Described & { terms: string };

/**
 * What brand B (Spielbank Nord) says to its players outside the web's bundle, in one language: German,
 * its default, and English. Each language's file fills all of it, so a text missing in one is a type
 * error.
 */
export interface BrandBTexts {
  /** The footer's pages, and the responsible-gambling page (kept beside them; see pages.ts). */
  pages: Record<StaticPageSlug | 'responsible-gambling', { title: string; body: string }>;
  /** The rewards the campaigns, the promo code, the tournament and the loyalty levels give. */
  rewards: Record<'step1' | 'step2' | 'reload' | 'start' | 'freeSpins', WithTerms>;
  campaigns: Record<'welcome' | 'reload', WithTerms>;
  welcomePack: Described & { steps: string[] };
  tournament: WithTerms;
  crm: {
    welcomePopup: { title: string; body: string; signUp: string; later: string };
    depositCard: { title: string; body: string; buttonLabel: string };
    instantMessage: { title: string; body: string };
  };
}
