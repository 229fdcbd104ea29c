import { PROTECTION } from '../../../shared/api/query-keys.ts';

/** The protection feature's own reads: this session's figures and the yearly statement. */
export const sessionKeys = {
  session: (uuid: string) => [...PROTECTION, uuid, 'session'] as const,
  statement: (uuid: string) => [...PROTECTION, uuid, 'statement'] as const,
};
