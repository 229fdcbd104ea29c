import { z } from 'zod';
import {
  ButtonSize,
  ButtonType,
  CardClientEvent,
  CardEventName,
  DEFAULT_BUTTON_SIZE,
  DEFAULT_BUTTON_TYPE,
  PopupEventName,
  PopupStatus,
  Targeting,
} from './crm-targeting.ts';
import { CardTranslations, MessageTranslations, PopupTranslations } from './crm-translations.ts';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CountryCode, LocaleCode } from './paging.ts';
import { Line, MultilineText, WebUrl } from './rules/text.ts';

/**
 * CRM messages (000 §2 notification types; 001 §3, §4 web popups and content cards; 001 §7
 * `GET /edgePopups`; docs/decisions/029-crm-and-analytics.md): web popups, content cards, instant
 * messages and on-site notifications, targeted, scheduled and capped by the operator.
 */
export * from './crm-targeting.ts';
export * from './crm-translations.ts';

const Url = Line()
  .max(500)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v));
const When = z.iso.datetime({ offset: true });

/** A popup button as the operator writes it; unset type and size come from the CMS entry. */
export const PopupButtonInput = z.object({
  label: Line().trim().min(1).max(60),
  /** Where the button goes (a site path or an https link); null: it only closes the popup. */
  url: Url.nullable().default(null),
  type: ButtonType.nullable().default(null),
  size: ButtonSize.nullable().default(null),
});

export const PopupContent = z.object({
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
  image: WebUrl().max(500).nullable().default(null),
});

const Schedule = {
  startsAt: When.nullable().default(null),
  endsAt: When.nullable().default(null),
};

export const PopupBody = z.object({
  /** The popup's kind; its CMS entry `'type_' + record_type` gives the button defaults. */
  record_type: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/)
    .default('default'),
  name: Line().trim().min(1).max(120),
  buttons: z.array(PopupButtonInput).max(3).default([]),
  /** Site paths the popup never shows on (a trailing `*` matches a prefix). */
  excluded_pages: z
    .array(
      Line()
        .max(200)
        .regex(/^\/[^?#]*\*?$/),
    )
    .max(50)
    .default([]),
  data: PopupContent,
  translations: PopupTranslations,
  targeting: Targeting.default({ audience: 'everyone', countries: [], languages: [], segment: null }),
  ...Schedule,
  /** Shown to one viewer at most this many times (views); null: until clicked or dismissed. */
  maxViews: z.number().int().min(1).max(1000).nullable().default(1),
  priority: z.number().int().min(0).max(1000).default(0),
  enabled: z.boolean().default(true),
});
export type PopupBody = z.input<typeof PopupBody>;

/** A popup as `GET /edgePopups` answers it (001 §3). */
export const WebPopup = z.object({
  id: z.string(),
  record_type: z.string(),
  buttons: z.array(
    z.object({ label: z.string(), url: z.string().nullable(), type: ButtonType, size: ButtonSize }),
  ),
  excluded_pages: z.array(z.string()),
  status: PopupStatus,
  data: z.object({ title: z.string(), body: z.string(), image: z.string().nullable() }),
});
export type WebPopup = z.infer<typeof WebPopup>;

export const EdgePopupsQuery = z.object({
  /** The guest's anonymous id (000 §3), so the platform keeps a guest's status and caps. */
  anonymousId: z.uuid().optional(),
  language: LocaleCode.optional(),
  country: CountryCode.optional(),
});
export const PopupEventParams = z.object({ id: z.uuid() });
export const PopupEventBody = z.object({
  event: PopupEventName,
  anonymousId: z.uuid().optional(),
});

export const CardBody = z.object({
  name: Line().trim().min(1).max(120),
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
  image: WebUrl().max(500).nullable().default(null),
  buttonLabel: Line().trim().min(1).max(60).nullable().default(null),
  url: Url.nullable().default(null),
  translations: CardTranslations,
  targeting: Targeting.default({ audience: 'players', countries: [], languages: [], segment: null }),
  ...Schedule,
  enabled: z.boolean().default(true),
});
export type CardBody = z.input<typeof CardBody>;

export const ContentCard = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  buttonLabel: z.string().nullable(),
  url: z.string().nullable(),
  /** The latest event of the player on it. */
  status: CardEventName,
  createdAt: z.string(),
});
export const ContentCards = z.array(ContentCard);
export type ContentCard = z.infer<typeof ContentCard>;
export const CardEventBody = z.object({ event: CardClientEvent });

/** Instant messages must be acknowledged; notifications go to the notification centre (000 §2). */
export const MESSAGE_KINDS = ['instant', 'notification'] as const;
export const MessageBody = z.object({
  kind: z.enum(MESSAGE_KINDS),
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
  url: Url.nullable().default(null),
  translations: MessageTranslations,
  targeting: Targeting.default({ audience: 'players', countries: [], languages: [], segment: null }),
  ...Schedule,
  enabled: z.boolean().default(true),
});
export type MessageBody = z.input<typeof MessageBody>;

export const PlayerMessage = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
  acknowledged: z.boolean(),
});
export type PlayerMessage = z.infer<typeof PlayerMessage>;
export const Inbox = z.object({
  /** Instant messages not yet acknowledged, oldest first: shown one by one until acknowledged. */
  instant: z.array(PlayerMessage),
  /** The notification centre, newest first. */
  notifications: z.array(PlayerMessage),
  unread: z.number().int(),
});
export type Inbox = z.infer<typeof Inbox>;
export const MessageParams = z.object({ id: z.uuid() });

/** The CMS entry `'type_' + record_type`: a popup kind's button defaults (001 §3). */
export const PopupTypeEntry = z.object({
  type: z.string().regex(/^type_[a-z][a-z0-9_-]{0,39}$/),
  buttonType: ButtonType.default(DEFAULT_BUTTON_TYPE),
  buttonSize: ButtonSize.default(DEFAULT_BUTTON_SIZE),
});

const Stored = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const OperatorPopup = PopupBody.extend({ ...Stored, targeting: Targeting });
export const OperatorCard = CardBody.extend({ ...Stored, targeting: Targeting });
export const OperatorMessage = MessageBody.extend({ ...Stored, targeting: Targeting });
export const CrmEventCounts = z.object({
  id: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export const CrmKindParams = z.object({ id: z.uuid() });

const op = <R extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  id: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  summary: string,
  response: R,
  body?: B,
) =>
  defineEndpoint({
    id,
    method,
    base: 'host',
    path,
    auth: 'operator',
    // The CRM is marketing's: it reads and writes every popup, card and message.
    roles: method === 'GET' ? readBy('marketing') : writeBy('marketing'),
    summary,
    ...(path.includes('{id}') && { params: CrmKindParams }),
    ...(body && { body }),
    response,
  });

export const crmEndpoints = {
  edgePopups: defineEndpoint({
    id: 'edgePopups',
    method: 'GET',
    base: 'host',
    path: '/edgePopups',
    auth: 'optional',
    summary:
      "The web popups for the visitor (001 §3, §7): targeted, scheduled and capped; each with the viewer's status, button type and size from the CMS entry 'type_' + record_type. Popups clicked or dismissed are not answered.",
    query: EdgePopupsQuery,
    response: z.array(WebPopup),
  }),
  popupEvent: defineEndpoint({
    id: 'popupEvent',
    method: 'POST',
    base: 'host',
    path: '/edgePopups/{id}/events',
    auth: 'optional',
    summary:
      "Records a viewer's event on a popup (view, click, dismiss; 001 §4) for the token's player or the guest's anonymous id. A click or dismiss is recorded once.",
    params: PopupEventParams,
    body: PopupEventBody,
    response: z.object({ status: PopupStatus }),
  }),
  contentCards: defineEndpoint({
    id: 'contentCards',
    method: 'GET',
    base: 'host',
    path: '/content-cards',
    auth: 'player',
    summary:
      "The token's player's content cards (001 §3), newest first; the first listing records 'sent' once; dismissed cards are left out.",
    response: ContentCards,
  }),
  contentCardEvent: defineEndpoint({
    id: 'contentCardEvent',
    method: 'POST',
    base: 'host',
    path: '/content-cards/{id}/events',
    auth: 'player',
    summary: 'Records open, click or dismiss of a content card (001 §3), each once per player.',
    params: MessageParams,
    body: CardEventBody,
    response: ContentCard,
  }),
  inbox: defineEndpoint({
    id: 'inbox',
    method: 'GET',
    base: 'host',
    path: '/notifications',
    auth: 'player',
    summary:
      "The token's player's instant messages to acknowledge and notification centre with its unread count (000 §2).",
    response: Inbox,
  }),
  readNotification: defineEndpoint({
    id: 'readNotification',
    method: 'POST',
    base: 'host',
    path: '/notifications/{id}/read',
    auth: 'player',
    summary: 'Marks a notification read (idempotent).',
    params: MessageParams,
    response: Inbox,
  }),
  acknowledgeMessage: defineEndpoint({
    id: 'acknowledgeMessage',
    method: 'POST',
    base: 'host',
    path: '/notifications/{id}/acknowledge',
    auth: 'player',
    summary: 'Acknowledges an instant message (000 §2), which then stops showing (idempotent).',
    params: MessageParams,
    response: Inbox,
  }),
  operatorPopups: op(
    'operatorPopups',
    'GET',
    '/operator/crm/popups',
    'Every web popup.',
    z.array(OperatorPopup),
  ),
  operatorCreatePopup: op(
    'operatorCreatePopup',
    'POST',
    '/operator/crm/popups',
    'Creates a web popup.',
    OperatorPopup,
    PopupBody,
  ),
  operatorUpdatePopup: op(
    'operatorUpdatePopup',
    'PUT',
    '/operator/crm/popups/{id}',
    'Replaces a web popup.',
    OperatorPopup,
    PopupBody,
  ),
  operatorDeletePopup: op(
    'operatorDeletePopup',
    'DELETE',
    '/operator/crm/popups/{id}',
    'Deletes a web popup and its events.',
    z.object({ deleted: z.boolean() }),
  ),
  operatorPopupTypes: op(
    'operatorPopupTypes',
    'GET',
    '/operator/crm/popup-types',
    "The CMS entries 'type_' + record_type (button defaults).",
    z.array(PopupTypeEntry),
  ),
  operatorPutPopupType: op(
    'operatorPutPopupType',
    'PUT',
    '/operator/crm/popup-types',
    "Creates or replaces a CMS entry 'type_' + record_type.",
    PopupTypeEntry,
    PopupTypeEntry,
  ),
  operatorCards: op(
    'operatorCards',
    'GET',
    '/operator/crm/cards',
    'Every content card.',
    z.array(OperatorCard),
  ),
  operatorCreateCard: op(
    'operatorCreateCard',
    'POST',
    '/operator/crm/cards',
    'Creates a content card.',
    OperatorCard,
    CardBody,
  ),
  operatorUpdateCard: op(
    'operatorUpdateCard',
    'PUT',
    '/operator/crm/cards/{id}',
    'Replaces a content card.',
    OperatorCard,
    CardBody,
  ),
  operatorDeleteCard: op(
    'operatorDeleteCard',
    'DELETE',
    '/operator/crm/cards/{id}',
    'Deletes a content card and its events.',
    z.object({ deleted: z.boolean() }),
  ),
  operatorMessages: op(
    'operatorMessages',
    'GET',
    '/operator/crm/messages',
    'Every instant message and notification.',
    z.array(OperatorMessage),
  ),
  operatorCreateMessage: op(
    'operatorCreateMessage',
    'POST',
    '/operator/crm/messages',
    'Creates an instant message or notification.',
    OperatorMessage,
    MessageBody,
  ),
  operatorUpdateMessage: op(
    'operatorUpdateMessage',
    'PUT',
    '/operator/crm/messages/{id}',
    'Replaces an instant message or notification.',
    OperatorMessage,
    MessageBody,
  ),
  operatorDeleteMessage: op(
    'operatorDeleteMessage',
    'DELETE',
    '/operator/crm/messages/{id}',
    'Deletes a message and its deliveries.',
    z.object({ deleted: z.boolean() }),
  ),
  operatorCrmEvents: op(
    'operatorCrmEvents',
    'GET',
    '/operator/crm/{id}/events',
    'Counts of each event recorded on a popup, card or message (view/click/dismiss; sent/open/click/dismiss; read/acknowledged).',
    CrmEventCounts,
  ),
} as const;
