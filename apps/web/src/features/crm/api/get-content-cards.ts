import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

/** The player's content cards (001 §3). */
export const getContentCards = (signal?: AbortSignal) => callEndpoint(endpoints.contentCards, { signal });
