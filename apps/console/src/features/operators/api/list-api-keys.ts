import { operatorsEndpoints } from '@croupier/contract/operators';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const listApiKeys = () => callEndpoint(operatorsEndpoints.listApiKeys);

export const apiKeysQuery = queryOptions({ queryKey: operatorsKeys.apiKeys(), queryFn: listApiKeys });
