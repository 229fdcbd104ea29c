import { z } from 'zod';
import { OPERATOR_AUDIT_PAGE_SIZE, OPERATOR_RECOVERY_CODE_COUNT } from './constants.ts';
import { Email, GivenPassword, NewPassword } from './credential-fields.ts';
import { defineEndpoint } from './http.ts';
import { ADMIN_ONLY, EVERY_ROLE, OPERATOR_ROLES, writeBy } from './operator-roles.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';

export * from './operator-roles.ts';

/**
 * Operator identity (docs/decisions/047-operator-identity.md): named operators with roles, who sign
 * in with a password and an authenticator (TOTP), in a session kept in an HttpOnly cookie; named
 * API keys for machines; an append-only audit log of every operator write.
 */

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
/** One role or more, each once. */
export const OperatorRoles = z
  .array(OperatorRoleSchema)
  .min(1)
  .max(OPERATOR_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/** Six digits from the authenticator app. */
export const TotpCode = Line()
  .trim()
  .regex(/^\d{6}$/, SCHEMA_MESSAGES.oneTimeCode);
/** A recovery code as printed (`abcd-efgh-jkmn-pqrs`); case and dashes are forgiven. */
export const RecoveryCode = Line().trim().min(8).max(40);
/** The opaque token that ties a sign-in's steps together. */
export const Challenge = Line().trim().min(20).max(100);

// ── Sign-in ─────────────────────────────────────────────────────────────────────────────
export const OperatorSignInBody = z.object({ email: Email, password: GivenPassword });
export const OperatorActivateBody = z.object({
  token: Line().trim().min(20).max(100),
  password: NewPassword,
});

/** The next step of a sign-in: enrol an authenticator, or give its code. */
export const OperatorSignInStep = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    expiresAt: z.string(),
    /** The TOTP secret (base32), for typing into an app that cannot scan. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code: an SVG data URL. */
    qrCode: z.string(),
  }),
  z.object({ step: z.literal('verify'), challenge: z.string(), expiresAt: z.string() }),
]);
export type OperatorSignInStep = z.infer<typeof OperatorSignInStep>;

export const OperatorEnrolBody = z.object({ challenge: Challenge, code: TotpCode });
/** The second step: the authenticator's code, or one of the recovery codes (used up); not both. */
export const OperatorVerifyBody = z.union([
  z.strictObject({ challenge: Challenge, code: TotpCode }),
  z.strictObject({ challenge: Challenge, recoveryCode: RecoveryCode }),
]);

export const OperatorMe = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(OperatorRoleSchema),
  recoveryCodesLeft: z.number().int(),
});
/** A session begun: the cookie is set; `csrfToken` goes in x-operator-csrf on every write. */
export const OperatorSession = z.object({
  operator: OperatorMe,
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export const OperatorEnrolled = OperatorSession.extend({
  /** Shown this once: the operator keeps them somewhere safe. */
  recoveryCodes: z.array(z.string()).length(OPERATOR_RECOVERY_CODE_COUNT),
});

// ── My account ──────────────────────────────────────────────────────────────────────────
export const OperatorPasswordBody = z.object({ currentPassword: GivenPassword, newPassword: NewPassword });
export const RecoveryCodesBody = z.object({ totpCode: TotpCode });
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const OperatorSessionView = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const OperatorSessions = z.object({ sessions: z.array(OperatorSessionView) });
export const Done = z.object({ ok: z.literal(true) });

// ── Operators and API keys (admin) ──────────────────────────────────────────────────────
export const OperatorView = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(OperatorRoleSchema),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export const OperatorList = z.object({ operators: z.array(OperatorView) });
export const Enrolment = z.object({
  /** The link the new operator opens (the token is after `#`, so it stays out of logs). */
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export const CreateOperatorBody = z.object({ email: Email, roles: OperatorRoles });
export const CreatedOperator = z.object({ operator: OperatorView, enrolment: Enrolment });
export const UpdateOperatorBody = z.object({
  roles: OperatorRoles.optional(),
  /** Disabling ends every session of the operator at once. */
  disabled: z.boolean().optional(),
  /** Lifts a lock of too many failed sign-ins. */
  unlock: z.literal(true).optional(),
});
export const OperatorParams = z.object({ operatorId: z.uuid() });

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(OperatorRoleSchema),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export const ApiKeyList = z.object({ keys: z.array(ApiKeyView) });
export const CreateApiKeyBody = z.object({ name: Line().trim().min(1).max(80), roles: OperatorRoles });
/** `key` is shown this once; only its hash is kept. */
export const CreatedApiKey = z.object({ apiKey: ApiKeyView, key: z.string() });
export const ApiKeyParams = z.object({ keyId: z.uuid() });

// ── Audit log ───────────────────────────────────────────────────────────────────────────
export const AUDIT_ACTOR_KINDS = ['operator', 'key', 'token', 'anonymous'] as const;
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The operator's or key's id (none for OPERATOR_TOKEN or an unknown caller). */
  actorId: z.string().nullable(),
  /** The operator's e-mail, the key's name, `operator-token`, or the e-mail a failed sign-in gave. */
  actorName: z.string(),
  roles: z.array(z.string()),
  ip: z.string(),
  /** The call's id (`grantReward`) or a sign-in event (`operator.sign-in.failed`). */
  event: z.string(),
  method: z.string().nullable(),
  /** The call's path parameters: what it acted on. */
  target: z.record(z.string(), z.unknown()),
  /** The request's body, secrets redacted; for sign-in events, what happened. */
  body: z.unknown(),
  status: z.number().int(),
  /**
   * A write's target as its `auditBefore` read answered just before it (secrets redacted); null
   * without such a read, or when the read failed (a missing target).
   */
  before: z.unknown().nullable(),
  /** The same read just after a successful write, or else the write's own answer; null when refused. */
  after: z.unknown().nullable(),
});
export const AuditQuery = z.object({
  /** An operator's or key's id, or an actor's name (e-mail, key name, `operator-token`). */
  actor: Line().trim().min(1).max(254).optional(),
  event: Line().trim().min(1).max(80).optional(),
  /** A value among the path parameters (a player's uuid, a campaign's id). */
  target: Line().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: PageNumber,
  size: pageSize(OPERATOR_AUDIT_PAGE_SIZE),
});
export const AuditPage = pageOf(AuditEntry);

const auth = (summary: string) => ({ auth: 'public' as const, base: 'host' as const, summary });
const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const operatorsEndpoints = {
  operatorSignIn: defineEndpoint({
    id: 'operatorSignIn',
    method: 'POST',
    path: '/operator/auth/sign-in',
    ...auth(
      'Operator sign-in, first step: e-mail and password. Answers the enrolment (QR code) or the code step. 401 error.operator.sign-in; 423 error.operator.locked.',
    ),
    body: OperatorSignInBody,
    response: OperatorSignInStep,
  }),
  operatorActivate: defineEndpoint({
    id: 'operatorActivate',
    method: 'POST',
    path: '/operator/auth/activate',
    ...auth(
      "A new operator's enrolment link: set the password, then enrol the authenticator. 400 error.operator.enrolment.",
    ),
    body: OperatorActivateBody,
    response: OperatorSignInStep,
  }),
  operatorEnrol: defineEndpoint({
    id: 'operatorEnrol',
    method: 'POST',
    path: '/operator/auth/enrol',
    ...auth(
      'Confirms the authenticator with its first code; begins a session and answers the ten recovery codes, once.',
    ),
    body: OperatorEnrolBody,
    response: OperatorEnrolled,
  }),
  operatorVerify: defineEndpoint({
    id: 'operatorVerify',
    method: 'POST',
    path: '/operator/auth/verify',
    ...auth('Second step: the authenticator code or a recovery code (used up). Begins a session.'),
    body: OperatorVerifyBody,
    response: OperatorSession,
  }),
  operatorSignOut: defineEndpoint({
    id: 'operatorSignOut',
    method: 'POST',
    path: '/operator/auth/sign-out',
    roles: EVERY_ROLE,
    ...op('Ends this session.'),
    response: Done,
  }),
  operatorSignOutEverywhere: defineEndpoint({
    id: 'operatorSignOutEverywhere',
    method: 'POST',
    path: '/operator/auth/sign-out-everywhere',
    roles: EVERY_ROLE,
    ...op('Ends every session of the signed-in operator, this one too.'),
    response: Done,
  }),
  operatorAccount: defineEndpoint({
    id: 'operatorAccount',
    method: 'GET',
    path: '/operator/account',
    roles: EVERY_ROLE,
    ...op('The signed-in operator: e-mail, roles, recovery codes left.'),
    response: OperatorMe,
  }),
  operatorChangePassword: defineEndpoint({
    id: 'operatorChangePassword',
    method: 'PUT',
    path: '/operator/account/password',
    roles: EVERY_ROLE,
    ...op("Changes the signed-in operator's password (the player's rules) and ends their other sessions."),
    body: OperatorPasswordBody,
    response: Done,
  }),
  operatorRecoveryCodes: defineEndpoint({
    id: 'operatorRecoveryCodes',
    method: 'POST',
    path: '/operator/account/recovery-codes',
    roles: EVERY_ROLE,
    ...op('Makes ten new recovery codes (the old ones stop working), with an authenticator code.'),
    body: RecoveryCodesBody,
    response: RecoveryCodes,
  }),
  operatorMySessions: defineEndpoint({
    id: 'operatorMySessions',
    method: 'GET',
    path: '/operator/account/sessions',
    roles: EVERY_ROLE,
    ...op("The signed-in operator's open sessions."),
    response: OperatorSessions,
  }),
  listOperators: defineEndpoint({
    id: 'listOperators',
    method: 'GET',
    path: '/operator/operators',
    roles: ADMIN_ONLY,
    ...op('Every operator account.'),
    response: OperatorList,
  }),
  createOperator: defineEndpoint({
    id: 'createOperator',
    method: 'POST',
    path: '/operator/operators',
    roles: ADMIN_ONLY,
    ...op(
      'Creates an operator with roles; answers their one-time enrolment link. 409 error.operator.exists.',
    ),
    body: CreateOperatorBody,
    response: CreatedOperator,
  }),
  updateOperator: defineEndpoint({
    id: 'updateOperator',
    method: 'PUT',
    path: '/operator/operators/{operatorId}',
    roles: ADMIN_ONLY,
    ...op("Sets an operator's roles, disables or enables them, or lifts a lock."),
    params: OperatorParams,
    body: UpdateOperatorBody,
    response: OperatorView,
  }),
  reissueEnrolment: defineEndpoint({
    id: 'reissueEnrolment',
    method: 'POST',
    path: '/operator/operators/{operatorId}/enrolment',
    roles: ADMIN_ONLY,
    ...op(
      'For an operator who lost their authenticator and codes: a new enrolment link; their password, authenticator and sessions end.',
    ),
    params: OperatorParams,
    response: Enrolment,
  }),
  listApiKeys: defineEndpoint({
    id: 'listApiKeys',
    method: 'GET',
    path: '/operator/api-keys',
    roles: ADMIN_ONLY,
    ...op('Every API key (never the keys themselves), with its last use.'),
    response: ApiKeyList,
  }),
  createApiKey: defineEndpoint({
    id: 'createApiKey',
    method: 'POST',
    path: '/operator/api-keys',
    roles: ADMIN_ONLY,
    ...op('Creates a named API key with roles; the key is answered this once.'),
    body: CreateApiKeyBody,
    response: CreatedApiKey,
  }),
  revokeApiKey: defineEndpoint({
    id: 'revokeApiKey',
    method: 'POST',
    path: '/operator/api-keys/{keyId}/revoke',
    roles: ADMIN_ONLY,
    ...op('Revokes an API key at once (again: no change).'),
    params: ApiKeyParams,
    response: ApiKeyView,
  }),
  operatorAuditLog: defineEndpoint({
    id: 'operatorAuditLog',
    method: 'GET',
    path: '/operator/audit',
    roles: writeBy('compliance'),
    ...op('The audit log, newest first, by actor, event, target and time.'),
    query: AuditQuery,
    response: AuditPage,
  }),
} as const;
