import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `GET /edgePopups` (001 §7): the visitor's web popups. */
export const getEdgePopups = (
  query: { anonymousId?: string; language?: string; country?: string },
  signal?: AbortSignal,
) => callEndpoint(endpoints.edgePopups, { query, signal });
