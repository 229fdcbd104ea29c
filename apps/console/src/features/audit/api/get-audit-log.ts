import { OPERATOR_AUDIT_PAGE_SIZE } from '@croupier/contract/constants';
import { operatorsEndpoints } from '@croupier/contract/operators';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { type AuditFilters, auditKeys } from './query-keys.ts';

export type { AuditFilters };

export const AUDIT_PAGE_SIZE = OPERATOR_AUDIT_PAGE_SIZE;

export const getAuditLog = (filters: AuditFilters, page: number) =>
  callEndpoint(operatorsEndpoints.operatorAuditLog, {
    query: { ...filters, page, size: AUDIT_PAGE_SIZE },
  });

/** One page of the log, newest first; the page shown stays while the next loads. */
export const auditLogQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => getAuditLog(filters, page),
    placeholderData: keepPreviousData,
  });
