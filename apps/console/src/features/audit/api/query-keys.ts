/** What the log is narrowed to: an actor (id or name), a call, a target, a time range (ISO). */
export interface AuditFilters {
  actor?: string;
  event?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** The audit log, one key per filter and page. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, 'page', filters, page] as const,
};
