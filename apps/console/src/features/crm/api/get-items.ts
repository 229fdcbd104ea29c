import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { CRM_KINDS, type CrmItems, type CrmKind } from './crm-kinds.ts';
import { crmKeys } from './query-keys.ts';

export const getItems = <K extends CrmKind>(kind: K, signal?: AbortSignal) =>
  callEndpoint(CRM_KINDS[kind].list, { signal }) as Promise<CrmItems[K][]>;

/** Every popup, card or message (operatorPopups, operatorCards, operatorMessages). */
export const itemsQuery = <K extends CrmKind>(kind: K) =>
  queryOptions({ queryKey: crmKeys.list(kind), queryFn: ({ signal }) => getItems(kind, signal) });
