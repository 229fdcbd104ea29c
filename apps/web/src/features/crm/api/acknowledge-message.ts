import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

export const acknowledgeMessage = (id: string) =>
  callEndpoint(endpoints.acknowledgeMessage, { params: { id } });
