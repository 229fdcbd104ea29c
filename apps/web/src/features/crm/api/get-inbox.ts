import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Instant messages to acknowledge and the notification centre (000 §2). */
export const getInbox = (signal?: AbortSignal) => callEndpoint(endpoints.inbox, { signal });
