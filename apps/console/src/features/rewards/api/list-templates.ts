import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Every template, newest first: the platform answers them all at once (no paging or filter). */
export const listTemplates = ({ signal }: { signal?: AbortSignal } = {}) =>
  callEndpoint(rewardsOperatorEndpoints.listRewardTemplates, { ...(signal && { signal }) });

export const templatesQuery = queryOptions({ queryKey: rewardsKeys.templates(), queryFn: listTemplates });
