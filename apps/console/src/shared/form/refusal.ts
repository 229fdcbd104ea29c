import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from '../api/index.ts';
import { inLists, type PlaceIssue } from './contract-resolver.ts';

/**
 * Puts a server refusal where the operator looks: each field error next to its field (`fields` are
 * the form's field names; `place` says which field a path is, as for the resolver), and answers the message for
 * the form itself when no field took it (null when every error found its field).
 */
export async function showRefusal<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly string[],
  place: PlaceIssue<V> = inLists(),
  values?: V,
): Promise<string | null> {
  const found = await fieldErrorsOf(error);
  let placed = false;
  for (const [path, message] of Object.entries(found)) {
    const field = place(path, values as V);
    if (!fields.includes(field)) continue;
    setError(field as FieldPath<V>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : messageOf(error);
}
