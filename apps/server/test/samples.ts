import fc from 'fast-check';
import type { z } from 'zod';
import { shapedBy } from './hostile.ts';

/** A value of `schema` that the contract accepts, with its `owned` fields set to `uuid` (a player's own). */
export function validSample(schema: z.ZodType | undefined, owned: string[], uuid: string) {
  if (!schema) return undefined;
  const samples = fc.sample(shapedBy(schema), { numRuns: 2000, seed: 13 });
  for (const raw of samples) {
    const value =
      raw && typeof raw === 'object' ? { ...raw, ...Object.fromEntries(owned.map((f) => [f, uuid])) } : raw;
    if (schema.safeParse(value).success) return value as Record<string, unknown>;
  }
  throw new Error(`no valid sample for ${owned.join(', ')}`);
}
