import { BUTTON_SIZES, BUTTON_TYPES, PopupTypeEntry } from '@croupier/contract/crm';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { popupTypesQuery } from '../api/get-popup-types.ts';
import { usePutPopupType } from '../api/put-popup-type.ts';

interface TypeValues {
  /** The popup kind without the CMS entry's `type_` prefix. */
  type: string;
  buttonType: (typeof BUTTON_TYPES)[number];
  buttonSize: (typeof BUTTON_SIZES)[number];
}
const PREFIX = 'type_';
const toBody = (v: TypeValues) => ({ ...v, type: `${PREFIX}${v.type.trim()}` });
const FIELDS = ['type', 'buttonType', 'buttonSize'];

/** The popup types (CMS entries 'type_' + record_type, 001 §3): the look of a popup's buttons. */
export default function PopupTypesPage() {
  const types = useQuery(popupTypesQuery);
  const put = usePutPopupType();
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const form = useForm<TypeValues, unknown, z.output<typeof PopupTypeEntry>>({
    resolver: contractResolver(PopupTypeEntry, toBody),
    defaultValues: { type: '', buttonType: 'secondary', buttonSize: 'medium' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaid('');
    try {
      const saved = await put.mutateAsync(body);
      setSaid(`Popup type ${saved.type.slice(PREFIX.length)} saved.`);
      reset({ type: '', buttonType: 'secondary', buttonSize: 'medium' });
    } catch (error) {
      setFailure(await showRefusal(error, form, undefined, FIELDS));
    }
  });
  return (
    <section aria-labelledby="crm-types-title" className="flex flex-col gap-4">
      <h2 id="crm-types-title" className="font-bold text-xl">
        Popup types
      </h2>
      <p className="text-slate-700">
        A popup's type gives its buttons their look when the popup does not set one.
      </p>
      {types.isError ? (
        <p role="alert" className="text-red-800">
          The popup types could not be loaded.
        </p>
      ) : (
        <table className="w-full max-w-2xl border-collapse text-left text-sm">
          <caption className="text-left font-semibold">Popup types</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Button type</th>
              <th scope="col">Button size</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(types.data ?? []).map((t) => {
              const name = t.type.slice(PREFIX.length);
              return (
                <tr key={t.type} className="border-slate-200 border-t">
                  <td className="py-1">{name}</td>
                  <td>{t.buttonType}</td>
                  <td>{t.buttonSize}</td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={`Edit popup type ${name}`}
                      onClick={() =>
                        reset({ type: name, buttonType: t.buttonType, buttonSize: t.buttonSize })
                      }
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form
        noValidate
        aria-label="Save a popup type"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="grid max-w-2xl gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <TextField label="Type" placeholder="welcome" error={errors.type?.message} {...register('type')} />
        <SelectField
          label="Button type"
          options={BUTTON_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.buttonType?.message}
          {...register('buttonType')}
        />
        <SelectField
          label="Button size"
          options={BUTTON_SIZES.map((s) => ({ value: s, label: s }))}
          error={errors.buttonSize?.message}
          {...register('buttonSize')}
        />
        <div className="flex items-center gap-3 sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            Save popup type
          </Button>
          <p role="status" className="text-green-900 text-sm">
            {said}
          </p>
          <p role="alert" className="text-red-800 text-sm empty:hidden">
            {failure}
          </p>
        </div>
      </form>
    </section>
  );
}
