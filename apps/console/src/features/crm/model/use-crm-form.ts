import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, inLists, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import type { CrmBodies, CrmItems, CrmKind } from '../api/crm-kinds.ts';
import { useSaveItem } from '../api/save-item.ts';
import { COMMON_FIELDS, LIST_FIELDS } from './shared-values.ts';

/**
 * A CRM form's state: values checked by the contract's `schema` (on the body `toBody` makes), sent
 * as a create (no `id`) or a replace, and the server's refusals placed on `fields`.
 */
export function useCrmForm<K extends CrmKind, V extends FieldValues>({
  kind,
  id,
  schema,
  defaults,
  toBody,
  fields,
  onSaved,
}: {
  kind: K;
  id: string | null;
  schema: z.ZodType;
  defaults: V;
  toBody(values: V): CrmBodies[K];
  fields: readonly string[];
  onSaved(item: CrmItems[K]): void;
}) {
  const save = useSaveItem(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V, unknown, CrmBodies[K]>({
    // The schema is the kind's own body schema: what it parses is that kind's body.
    resolver: contractResolver(schema, toBody, inLists(LIST_FIELDS)) as Resolver<V, unknown, CrmBodies[K]>,
    defaultValues: defaults as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id, body }));
    } catch (error) {
      setFailure(await showRefusal(error, form, inLists(LIST_FIELDS), [...fields, ...COMMON_FIELDS]));
    }
  });
  return { form, submit, failure };
}
