import { REWARDS } from '../../../shared/api/query-keys.ts';

/** The rewards' query keys, under the shared rewards root (a logout drops them). */
export const rewardsKeys = {
  all: REWARDS,
  lists: () => ['rewards', 'list'] as const,
  list: (uuid: string) => ['rewards', 'list', uuid] as const,
  content: (locale: string, templateIds: readonly string[]) =>
    ['rewards', 'content', locale, ...templateIds] as const,
};
