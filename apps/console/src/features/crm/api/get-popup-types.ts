import { crmEndpoints } from '@croupier/contract/crm';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { crmKeys } from './query-keys.ts';

export const getPopupTypes = (signal?: AbortSignal) =>
  callEndpoint(crmEndpoints.operatorPopupTypes, { signal });

/** The CMS entries 'type_' + record_type with their button defaults. */
export const popupTypesQuery = queryOptions({
  queryKey: crmKeys.popupTypes(),
  queryFn: ({ signal }) => getPopupTypes(signal),
});
