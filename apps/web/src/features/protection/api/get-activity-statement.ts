import { protectionSessionEndpoints } from '@croupier/contract/protection-session';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { sessionKeys } from './query-keys.ts';

/** Completed deposits and withdrawals per month for the last 12 months, and in total. */
export const activityStatementQuery = (uuid: string) =>
  queryOptions({
    queryKey: sessionKeys.statement(uuid),
    queryFn: ({ signal }) => callEndpoint(protectionSessionEndpoints.activityStatement, { signal }),
  });
