import type { PopupEventName } from '@croupier/contract/crm';
import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Records a popup event (view, click, dismiss; 001 §4). */
export const postPopupEvent = (id: string, event: PopupEventName, anonymousId?: string) =>
  callEndpoint(endpoints.popupEvent, {
    params: { id },
    body: { event, ...(anonymousId && { anonymousId }) },
  });
