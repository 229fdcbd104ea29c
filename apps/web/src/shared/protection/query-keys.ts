import { PROTECTION } from '../api/query-keys.ts';

/** The protection keys more than one feature reads: the deposit limits (safer-gambling page, deposit form). */
export const protectionKeys = {
  all: PROTECTION,
  limits: (uuid: string) => [...PROTECTION, uuid, 'limits'] as const,
};
