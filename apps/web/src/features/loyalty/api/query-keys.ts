import { LOYALTY } from '../../../shared/api/query-keys.ts';

/** The loyalty query keys, under the shared root (a logout drops them). */
export const loyaltyKeys = {
  all: LOYALTY,
  progress: (uuid: string) => ['loyalty', 'progress', uuid] as const,
};
