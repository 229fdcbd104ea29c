import { crmEndpoints as endpoints } from '@croupier/contract/crm';
import { callEndpoint } from '../../../shared/api/index.ts';

export const readNotification = (id: string) => callEndpoint(endpoints.readNotification, { params: { id } });
