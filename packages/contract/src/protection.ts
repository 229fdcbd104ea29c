import { z } from 'zod';
import { SELF_RESTRICTION_MAX_DAYS, SELF_RESTRICTION_MIN_DAYS } from './constants.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { FIELD_REQUIRED_MESSAGE } from './rules/fields.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { MultilineText } from './rules/text.ts';

/** Player protection (001 §3, §5, §7 Self-restriction): a player suspends their own account. */

export const SuspendBody = z
  .object({
    durationUnit: z.enum(['Days', 'Forever'], FIELD_REQUIRED_MESSAGE),
    durationAmount: z.coerce.number().int().optional(),
    comment: MultilineText().trim().max(1000).optional(),
    reason: MultilineText().trim().max(200).optional(),
    permanent: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.durationUnit !== 'Days') return;
    const n = b.durationAmount;
    if (n === undefined || n < SELF_RESTRICTION_MIN_DAYS || n > SELF_RESTRICTION_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['durationAmount'],
        message: SCHEMA_MESSAGES.selfRestrictionDays,
      });
    }
  });
export type SuspendBody = z.input<typeof SuspendBody>;
export const SuspendParams = z.object({ id: PlayerUuid });
export const SuspendResponse = z.object({
  success: z.boolean(),
  type: z.enum(['temporary', 'permanently']),
  /** ISO end of a temporary restriction; null when permanent. */
  endDate: z.string().nullable(),
});

export const protectionEndpoints = {
  suspendProfile: defineEndpoint({
    id: 'suspendProfile',
    method: 'PUT',
    base: 'host',
    path: '/profile/profiles/{id}/suspend',
    auth: 'player',
    summary:
      'Self-restriction (001 §3, §5): 1 to 30 days, or forever. Ends every session of the player; login then answers 423 error.player.self-restricted.',
    params: SuspendParams,
    body: SuspendBody,
    response: SuspendResponse,
  }),
} as const;
