import type { BUTTON_SIZES, BUTTON_TYPES, OperatorPopup, PopupBody } from '@croupier/contract/crm';
import type { z } from 'zod';
import { type CommonValues, commonBody, commonValues, orNull, splitList } from './shared-values.ts';

type Stored = z.infer<typeof OperatorPopup>;

export interface ButtonValues {
  label: string;
  url: string;
  /** '' takes the popup type's default. */
  type: '' | (typeof BUTTON_TYPES)[number];
  size: '' | (typeof BUTTON_SIZES)[number];
}

export interface PopupValues extends CommonValues {
  name: string;
  record_type: string;
  data: { title: string; body: string; image: string };
  buttons: ButtonValues[];
  /** One path a line. */
  excluded_pages: string;
  /** '' for no cap. */
  maxViews: string;
  priority: string;
}

/** A number field's text as the schema sees it: '' → `empty`, digits → a number, else the text. */
export const numberOf = (text: string, empty: number | null) => {
  const t = text.trim();
  if (!t) return empty;
  return /^-?\d+$/.test(t) ? Number(t) : t;
};

export const popupBody = (v: PopupValues): PopupBody => ({
  ...commonBody(v),
  name: v.name,
  record_type: v.record_type.trim(),
  data: { title: v.data.title, body: v.data.body, image: orNull(v.data.image) },
  buttons: v.buttons.map((b) => ({
    label: b.label,
    url: orNull(b.url),
    type: b.type || null,
    size: b.size || null,
  })),
  excluded_pages: splitList(v.excluded_pages, /\n+/),
  maxViews: numberOf(v.maxViews, null) as number | null,
  priority: numberOf(v.priority, 0) as number,
});

export const popupValues = (p: Stored | null): PopupValues => ({
  ...commonValues(p, 'everyone'),
  name: p?.name ?? '',
  record_type: p?.record_type ?? 'default',
  data: { title: p?.data.title ?? '', body: p?.data.body ?? '', image: p?.data.image ?? '' },
  buttons: (p?.buttons ?? []).map((b) => ({
    label: b.label,
    url: b.url ?? '',
    type: b.type ?? '',
    size: b.size ?? '',
  })),
  excluded_pages: (p?.excluded_pages ?? []).join('\n'),
  maxViews: p ? (p.maxViews === null ? '' : String(p.maxViews)) : '1',
  priority: String(p?.priority ?? 0),
});
