import { z } from 'zod';
import { CALLBACK_STATUSES } from './constants.ts';
import { LiveChatConfig } from './content.ts';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { checkPhone, PHONE_MESSAGES } from './rules/phone.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * Support (docs/decisions/028-support.md): call-back requests (001 §2, §3, §5, §7) and the operator's
 * side of them and of the live-chat configuration (000 §3, 001 §7).
 */

/** Translation keys of the call-back form (001 §5, §8). */
export const CALLBACK_MESSAGES = {
  phone: PHONE_MESSAGES.invalid,
  fail: 'callback.errors.callback-fail',
  name: 'callback.errors.name',
} as const;

/** The answer of `POST {callback api}/callback` that means the request was not taken (001 §7). */
export const CALLBACK_FAIL = 'FAIL';
export const CALLBACK_OK = 'OK';

/** 001 §5: digits only (the phone code first) and a possible number, else `auth.errors.phone-validation`. */
export function callbackPhoneProblem(phone: string): string | undefined {
  if (!/^\d{4,16}$/.test(phone)) return CALLBACK_MESSAGES.phone;
  return checkPhone(`+${phone}`) === 'ok' ? undefined : CALLBACK_MESSAGES.phone;
}

export const CallbackPhone = z
  .string()
  .trim()
  .refine((v) => callbackPhoneProblem(v) === undefined, CALLBACK_MESSAGES.phone);

/** The call-back form as it is posted (001 §3 Callback: phone, player_id, name; brand also sent). */
export const CallbackForm = z.object({
  /** The whole number as digits, the phone code first ('12025550123'). */
  phone: CallbackPhone,
  name: Line().trim().min(1, CALLBACK_MESSAGES.name).max(100, CALLBACK_MESSAGES.name),
  brand: Line().trim().min(1).max(64),
  /** The logged-in player's uuid; empty for a guest. A player may only name themself. */
  player_id: Line()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
});
export type CallbackForm = z.input<typeof CallbackForm>;

/** `OK`, or `FAIL` when the platform does not take the request (the brand has no call-back). */
export const CallbackAnswer = z.enum([CALLBACK_OK, CALLBACK_FAIL]);
export type CallbackAnswer = z.infer<typeof CallbackAnswer>;

export const CallbackStatus = z.enum(CALLBACK_STATUSES);
export type CallbackStatus = z.infer<typeof CallbackStatus>;

export const CallbackRequest = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string(),
  brand: z.string(),
  playerUUID: z.string().nullable(),
  status: CallbackStatus,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The operator's note when handled. */
  note: z.string().nullable(),
});
export type CallbackRequest = z.infer<typeof CallbackRequest>;

export const CallbackRequestQuery = z.object({
  status: CallbackStatus.optional(),
  playerUUID: z.uuid().optional(),
  /** Digits of the phone, or part of them. */
  phone: z
    .string()
    .trim()
    .regex(/^\d{1,16}$/)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: PageNumber,
  size: pageSize(20),
});
export const CallbackRequestPage = pageOf(CallbackRequest);
export const CallbackRequestParams = z.object({ id: z.uuid() });
export const HandleCallbackBody = z.object({ note: MultilineText().trim().max(1000).optional() });

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const supportEndpoints = {
  requestCallback: defineEndpoint({
    id: 'requestCallback',
    method: 'POST',
    base: 'callback',
    path: '/callback',
    auth: 'optional',
    summary:
      'Request a call back (001 §7): a form (application/x-www-form-urlencoded) with phone, brand, player_id and name. Answers OK, or FAIL when not taken. 400 field errors, 403 for another player_id, 429 when limited (per address, per player, or the intake cap per minute over every sender).',
    body: CallbackForm,
    response: CallbackAnswer,
  }),
  listCallbackRequests: defineEndpoint({
    id: 'listCallbackRequests',
    method: 'GET',
    path: '/operator/callback-requests',
    roles: readBy('support'),
    ...op('Operator: call-back requests, newest first, filtered by status, player, phone and time.'),
    query: CallbackRequestQuery,
    response: CallbackRequestPage,
  }),
  getCallbackRequest: defineEndpoint({
    id: 'getCallbackRequest',
    method: 'GET',
    path: '/operator/callback-requests/{id}',
    roles: readBy('support'),
    ...op('Operator: one call-back request. 404 error.not-found.'),
    params: CallbackRequestParams,
    response: CallbackRequest,
  }),
  handleCallbackRequest: defineEndpoint({
    id: 'handleCallbackRequest',
    auditBefore: 'getCallbackRequest',
    method: 'POST',
    path: '/operator/callback-requests/{id}/handle',
    roles: writeBy('support'),
    ...op('Operator: mark a call-back request handled, with an optional note (again: no change).'),
    params: CallbackRequestParams,
    body: HandleCallbackBody,
    response: CallbackRequest,
  }),
  reopenCallbackRequest: defineEndpoint({
    id: 'reopenCallbackRequest',
    auditBefore: 'getCallbackRequest',
    method: 'POST',
    path: '/operator/callback-requests/{id}/reopen',
    roles: writeBy('support'),
    ...op('Operator: put a handled call-back request back to OPEN.'),
    params: CallbackRequestParams,
    response: CallbackRequest,
  }),
  getLiveChatSettings: defineEndpoint({
    id: 'getLiveChatSettings',
    method: 'GET',
    path: '/operator/live-chat',
    roles: readBy('support'),
    ...op('Operator: the brand’s live-chat configuration (widget kind, key and group per language, pages).'),
    response: LiveChatConfig,
  }),
  updateLiveChatSettings: defineEndpoint({
    id: 'updateLiveChatSettings',
    auditBefore: 'getLiveChatSettings',
    method: 'PUT',
    path: '/operator/live-chat',
    roles: writeBy('support'),
    ...op(
      'Operator: replace the brand’s live-chat configuration; `GET /liveChat/config` answers it at once.',
    ),
    body: LiveChatConfig,
    response: LiveChatConfig,
  }),
} as const;
