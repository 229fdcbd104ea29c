import { z } from 'zod';
import { CountryCode, LocaleCode } from './paging.ts';

/** CRM's vocabulary (crm.ts): statuses and events, button looks, and who a message is for. */

/** A popup's status for the viewer (001 §3): click and dismiss hide it (001 §4). */
export const POPUP_STATUSES = ['new', 'view', 'click', 'dismiss'] as const;
export const PopupStatus = z.enum(POPUP_STATUSES);
export type PopupStatus = z.infer<typeof PopupStatus>;
/** The events a viewer sends about a popup. */
export const PopupEventName = z.enum(['view', 'click', 'dismiss']);
export type PopupEventName = z.infer<typeof PopupEventName>;

/** Content card events (001 §3): `sent` is recorded by the platform when first delivered. */
export const CARD_EVENTS = ['sent', 'open', 'click', 'dismiss'] as const;
export const CardEventName = z.enum(CARD_EVENTS);
export const CardClientEvent = z.enum(['open', 'click', 'dismiss']);
export type CardEventName = z.infer<typeof CardEventName>;

/** Button looks (defaults from the CMS entry `'type_' + record_type`, 001 §3). */
export const BUTTON_TYPES = ['primary', 'secondary', 'ghost'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export const ButtonType = z.enum(BUTTON_TYPES);
export const ButtonSize = z.enum(BUTTON_SIZES);
export const DEFAULT_BUTTON_TYPE = 'secondary';
export const DEFAULT_BUTTON_SIZE = 'medium';

/** Who sees a message (targeting). `segment` narrows players further. */
export const AUDIENCES = ['everyone', 'guests', 'players'] as const;
export const SEGMENTS = ['deposited-last-7-days'] as const;
export const Targeting = z.object({
  audience: z.enum(AUDIENCES).default('everyone'),
  /** Country codes; empty: every country. */
  countries: z.array(CountryCode).max(50).default([]),
  /** Language codes; empty: every language. */
  languages: z.array(LocaleCode).max(50).default([]),
  segment: z.enum(SEGMENTS).nullable().default(null),
});
export type Targeting = z.infer<typeof Targeting>;
