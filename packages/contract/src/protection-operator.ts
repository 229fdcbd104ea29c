import { z } from 'zod';
import { defineEndpoint } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { LimitKind, LimitPeriod, PlayerLimits, SetLimitBody } from './protection.ts';
import { OperatorPlayerParams } from './rewards-operator.ts';

/**
 * The operator's side of player protection (docs/decisions/042-deposit-limits.md): a player's
 * limits with their history, and the operator's own limit. Apart from protection.ts so that the
 * player's pages do not load the operator's schemas.
 */

/** One change of a player's limits, as the operator reads them. */
export const LimitChange = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  /** Major units; null: no limit. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** `requested`: an increase or removal set to wait; `applied`: in force from `at`. */
  step: z.enum(['requested', 'applied']),
  by: z.enum(['PLAYER', 'OPERATOR']),
  at: z.string(),
});
export const OperatorPlayerLimits = PlayerLimits.extend({ history: z.array(LimitChange) });

export const protectionOperatorEndpoints = {
  operatorPlayerLimits: defineEndpoint({
    id: 'operatorPlayerLimits',
    method: 'GET',
    base: 'host',
    path: '/operator/players/{playerUUID}/limits',
    roles: readBy('compliance', 'support'),
    auth: 'operator',
    summary: "Operator: a player's deposit limits and every change to them (who, what, when).",
    params: OperatorPlayerParams,
    response: OperatorPlayerLimits,
  }),
  setOperatorLimit: defineEndpoint({
    id: 'setOperatorLimit',
    auditBefore: 'operatorPlayerLimits',
    method: 'PUT',
    base: 'host',
    path: '/operator/players/{playerUUID}/limits',
    roles: writeBy('compliance'),
    auth: 'operator',
    summary:
      'Operator: sets (at once, either way) or removes a deposit limit of a player; the player cannot raise or remove it.',
    params: OperatorPlayerParams,
    body: SetLimitBody,
    response: OperatorPlayerLimits,
  }),
} as const;
