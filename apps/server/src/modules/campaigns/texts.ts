import type { DbOrTx } from '../../platform/db.ts';
import type { CampaignContentRow } from './tables.ts';

/** The content store of the static pages (content module), as the campaigns use it: per brand. */
export interface CampaignTextStore {
  texts(
    brandId: string,
    prefix: string,
    locales: readonly string[] | null,
    db?: DbOrTx,
  ): Promise<{ locale: string; slug: string; title: string; body: string }[]>;
  replaceTexts(
    brandId: string,
    prefix: string,
    rows: { locale: string; slug: string; title: string; body: string }[],
    db?: DbOrTx,
  ): Promise<void>;
}

export const PREFIX = 'campaign/';
const base = (uuid: string) => `${PREFIX}${uuid}`;

/** A campaign's texts per locale as the store's rows: one page, its terms, its image, its link. */
export function textRows(uuid: string, content: Record<string, CampaignContentRow>) {
  return Object.entries(content).flatMap(([locale, c]) => [
    { locale, slug: base(uuid), title: c.title, body: c.description },
    { locale, slug: `${base(uuid)}/terms`, title: c.title, body: c.terms },
    ...(c.image ? [{ locale, slug: `${base(uuid)}/image`, title: c.title, body: c.image }] : []),
    ...(c.buttonLink ? [{ locale, slug: `${base(uuid)}/link`, title: c.title, body: c.buttonLink }] : []),
  ]);
}

/** The store's rows back as texts: campaign uuid → locale → texts. */
export function foldTexts(
  rows: { locale: string; slug: string; title: string; body: string }[],
): Map<string, Record<string, CampaignContentRow>> {
  const out = new Map<string, Record<string, CampaignContentRow>>();
  for (const row of rows) {
    const [uuid, part] = row.slug.slice(PREFIX.length).split('/');
    if (!uuid) continue;
    const byLocale = out.get(uuid) ?? {};
    const texts = byLocale[row.locale] ?? {
      title: row.title,
      description: '',
      image: null,
      terms: '',
      buttonLink: null,
    };
    byLocale[row.locale] = texts;
    if (part === undefined) texts.description = row.body;
    else if (part === 'terms') texts.terms = row.body;
    else if (part === 'image') texts.image = row.body;
    else if (part === 'link') texts.buttonLink = row.body;
    out.set(uuid, byLocale);
  }
  return out;
}
