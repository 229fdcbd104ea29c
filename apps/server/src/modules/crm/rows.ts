import type {
  CardBody as CardSchema,
  ContentCard,
  MessageBody as MessageSchema,
  PopupBody as PopupSchema,
} from '@croupier/contract';
import type { z } from 'zod';
import type * as repo from './repository.ts';
import { versionFor } from './translations.ts';

/** Operator bodies to stored rows, and rows to what operators and players read (service.ts). */

export type PopupIn = z.output<typeof PopupSchema>;
export type CardIn = z.output<typeof CardSchema>;
export type MessageIn = z.output<typeof MessageSchema>;

/** A card's events in order: its status is the furthest it has reached. */
export const CARD_ORDER = ['sent', 'open', 'click', 'dismiss'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const stored = (r: {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
}) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
});
const when = (s: string | null) => (s ? new Date(s) : null);
/** An operator's body without `translations` leaves the stored ones as they are (an update sets no column). */
const kept = <T>(translations: T | undefined) => (translations === undefined ? {} : { translations });

export function popupRow(b: PopupIn) {
  return {
    recordType: b.record_type,
    name: b.name,
    buttons: b.buttons,
    excludedPages: b.excluded_pages,
    data: b.data,
    ...kept(b.translations),
    targeting: b.targeting,
    startsAt: when(b.startsAt),
    endsAt: when(b.endsAt),
    maxViews: b.maxViews,
    priority: b.priority,
    enabled: b.enabled,
  };
}
export function operatorPopup(r: repo.PopupRow) {
  return {
    ...stored(r),
    record_type: r.recordType,
    name: r.name,
    buttons: r.buttons as PopupIn['buttons'] & object,
    excluded_pages: r.excludedPages,
    data: r.data,
    translations: r.translations,
    targeting: r.targeting,
    maxViews: r.maxViews,
    priority: r.priority,
    enabled: r.enabled,
  };
}
export function cardRow(b: CardIn) {
  return {
    name: b.name,
    title: b.title,
    body: b.body,
    image: b.image,
    buttonLabel: b.buttonLabel,
    url: b.url,
    ...kept(b.translations),
    targeting: b.targeting,
    startsAt: when(b.startsAt),
    endsAt: when(b.endsAt),
    enabled: b.enabled,
  };
}
export function operatorCard(r: repo.CardRow) {
  return {
    ...stored(r),
    name: r.name,
    title: r.title,
    body: r.body,
    image: r.image,
    buttonLabel: r.buttonLabel,
    url: r.url,
    translations: r.translations,
    targeting: r.targeting,
    enabled: r.enabled,
  };
}
/** A card as a player reads it, in their language when the card has a version in it. */
export function toCard(r: repo.CardRow, events: Set<string>, language: string | null): ContentCard {
  const status = [...CARD_ORDER].reverse().find((e) => events.has(e)) ?? 'sent';
  const version = versionFor(r.translations, language);
  return {
    id: r.id,
    title: version?.title ?? r.title,
    body: version?.body ?? r.body,
    image: r.image,
    buttonLabel: version?.buttonLabel ?? r.buttonLabel,
    url: r.url,
    status,
    createdAt: r.createdAt.toISOString(),
  };
}
export function messageRow(b: MessageIn) {
  return {
    kind: b.kind,
    title: b.title,
    body: b.body,
    url: b.url,
    ...kept(b.translations),
    targeting: b.targeting,
    startsAt: when(b.startsAt),
    endsAt: when(b.endsAt),
    enabled: b.enabled,
  };
}
export function operatorMessage(r: repo.MessageRow) {
  return {
    ...stored(r),
    kind: r.kind,
    title: r.title,
    body: r.body,
    url: r.url,
    translations: r.translations,
    targeting: r.targeting,
    enabled: r.enabled,
  };
}
