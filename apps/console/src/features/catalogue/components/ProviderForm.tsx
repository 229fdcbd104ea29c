import { type CatalogueProvider, UpdateCatalogueProviderBody } from '@croupier/contract/catalogue-operator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useUpdateProvider } from '../api/update-provider.ts';

/** The form as typed: the order is a text until the contract's schema reads it as a whole number. */
interface Values {
  name: string;
  sortOrder: string;
  enabled: boolean;
}
const FIELDS = ['name', 'sortOrder', 'enabled'] as const;

/** The body the form's values make: an empty order is left out, so the schema says it is required. */
const toBody = ({ sortOrder, ...rest }: Values) => ({
  ...rest,
  sortOrder: sortOrder.trim() === '' ? undefined : Number(sortOrder),
});

/** A studio's name, place in the lobby's order and state, checked with the contract's own schema. */
export function ProviderForm({ provider, onDone }: { provider: CatalogueProvider; onDone(): void }) {
  const update = useUpdateProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values, unknown, UpdateCatalogueProviderBody>({
    resolver: contractResolver(UpdateCatalogueProviderBody, toBody),
    defaultValues: {
      name: provider.name,
      sortOrder: String(provider.sortOrder),
      enabled: provider.enabled,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (body: UpdateCatalogueProviderBody) => {
    setFailure(null);
    setDone(null);
    try {
      const saved = await update.mutateAsync({ alias: provider.alias, body });
      setDone(`${saved.name} saved; the lobby shows it now.`);
    } catch (error) {
      setFailure(await showRefusal(error, form, undefined, FIELDS));
    }
  };

  const titleId = `edit-studio-${provider.alias}`;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold">
        Edit studio {provider.name}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <TextField label="Studio name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Order in the lobby"
          hint="0 or more; the smallest comes first."
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...register('sortOrder')}
        />
      </div>
      <Checkbox
        label="Enabled (its games can be in the lobby)"
        error={errors.enabled?.message}
        {...register('enabled')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Save studio
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
    </form>
  );
}
