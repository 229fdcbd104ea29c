import { campaignOptAction } from '@croupier/contract/rules/campaigns';
import { type English, textOf } from '../../../shared/messages.ts';
import type { CampaignFormValues } from './campaign-form.ts';

/**
 * What the player site's promotion card shows for the campaign being edited, in one locale (the
 * default one's texts where the locale has none, as the site falls back), for a guest or a player
 * who has not opted in yet. The button's words follow the contract's opt rule
 * (`campaignOptAction`), with the player site's English texts from the contract's bundle.
 */
export interface PromotionPreviewData {
  title: string;
  description: string;
  image: string | null;
  terms: string;
  /** The chips above the title: the player's status, how many levels, when it ends. */
  chips: string[];
  button: string;
  buttonLink: string | null;
}

export function promotionPreview(
  v: CampaignFormValues,
  locale: string,
  viewer: 'guest' | 'player',
  english: English,
): PromotionPreviewData {
  const playerText = (key: string, vars: Record<string, string | number> = {}) =>
    textOf(key, english, key, vars);
  const texts = v.content.find((c) => c.locale === locale) ?? v.content.find((c) => c.locale === 'en');
  const guest = viewer === 'guest';
  const buttonLink = texts?.buttonLink.trim() || null;
  const action = campaignOptAction({
    guest,
    campaignId: 'preview',
    playerStatus: 'VIEW',
    optIn: v.optIn,
    buttonLink,
  });
  // The player site's choice of words for the action (apps/web's optLabelKey), kept here in small:
  // the console does not import the player site's code.
  const buttonKey =
    action.call === 'optin' || (guest && v.optIn)
      ? 'promotions.action.optIn'
      : action.next.kind === 'registration'
        ? 'promotions.action.join'
        : 'promotions.action.go';
  const chips: string[] = [];
  if (!guest) chips.push(playerText('promotions.status.VIEW'));
  if (v.levels.length > 1 && !guest)
    chips.push(playerText('promotions.level', { level: 0, levels: v.levels.length }));
  if (v.endsAt)
    chips.push(
      playerText('promotions.ends', {
        date: new Date(`${v.endsAt}Z`).toLocaleString('en-GB', { timeZone: 'UTC' }),
      }),
    );
  return {
    title: texts?.title.trim() || '(no title yet)',
    description: texts?.description.trim() ?? '',
    image: texts?.image.trim() || null,
    terms: texts?.terms.trim() ?? '',
    chips,
    button: playerText(buttonKey),
    buttonLink,
  };
}
