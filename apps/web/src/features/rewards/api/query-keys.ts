import { REWARD_LISTS, REWARDS } from '../../../shared/api/query-keys.ts';

/** The rewards' query keys, under the shared rewards root (a logout drops them). */
export const rewardsKeys = {
  all: REWARDS,
  lists: () => REWARD_LISTS,
  list: (uuid: string) => [...REWARD_LISTS, uuid] as const,
  content: (locale: string, templateIds: readonly string[]) =>
    ['rewards', 'content', locale, ...templateIds] as const,
};
