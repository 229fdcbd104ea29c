import { operatorsEndpoints } from '@croupier/contract/operators';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const listOperators = () => callEndpoint(operatorsEndpoints.listOperators);

export const operatorsQuery = queryOptions({ queryKey: operatorsKeys.list(), queryFn: listOperators });
