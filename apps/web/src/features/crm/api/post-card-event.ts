import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Records a content card's open, click or dismiss (001 §3). */
export const postCardEvent = (id: string, event: 'open' | 'click' | 'dismiss') =>
  callEndpoint(endpoints.contentCardEvent, { params: { id }, body: { event } });
