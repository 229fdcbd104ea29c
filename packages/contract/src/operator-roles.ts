/**
 * Who may make an operator call. Every `auth: 'operator'` call of the contract declares its
 * `roles`, and the server refuses anyone else with 403 `error.operator.role` before the handler
 * runs (docs/decisions/047-operator-identity.md). `admin` may do everything; `read-only` may read.
 */
export const OPERATOR_ROLES = [
  'admin',
  'compliance',
  'finance',
  'marketing',
  'support',
  'read-only',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What each role is for, as the console and the reference describe them. */
export const OPERATOR_ROLE_SCOPES: Record<OperatorRole, string> = {
  admin: 'everything, including operators, API keys and the audit log',
  compliance: 'KYC, documents, player protection and restrictions; the audit log',
  finance: 'payments, withdrawals, adjustments and reports',
  marketing: 'rewards, campaigns, tournaments, loyalty, CRM and content',
  support: 'reading a player, notes, call-backs and the chat settings',
  'read-only': 'reads only',
};

type WorkRole = Exclude<OperatorRole, 'admin' | 'read-only'>;

/** A write: the admin and the roles named. */
export const writeBy = (...roles: WorkRole[]): readonly OperatorRole[] => ['admin', ...roles];

/** A read: the admin, the roles named and read-only. */
export const readBy = (...roles: WorkRole[]): readonly OperatorRole[] => ['admin', ...roles, 'read-only'];

/** The admin alone (operators, API keys). */
export const ADMIN_ONLY: readonly OperatorRole[] = ['admin'];

/** Every role: the signed-in operator's own account (sign out, password, sessions). */
export const EVERY_ROLE: readonly OperatorRole[] = OPERATOR_ROLES;

/** Whether an identity with `held` roles may make a call that allows `allowed`. */
export function rolesAllow(allowed: readonly OperatorRole[] | undefined, held: readonly OperatorRole[]) {
  return !!allowed && held.some((role) => allowed.includes(role));
}
