import { BUTTON_SIZES, BUTTON_TYPES } from '@croupier/contract/crm';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { PopupValues } from '../model/popup-values.ts';

const MAX_BUTTONS = 3;

/** A popup's buttons (up to three): words, where it goes, and a look that overrides the type's. */
export function ButtonsFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PopupValues>();
  const buttons = useFieldArray({ control, name: 'buttons' });
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-sm">Buttons</legend>
      {buttons.fields.length === 0 && <p className="text-slate-600 text-sm">No buttons: only the close.</p>}
      {buttons.fields.map((field, i) => {
        const n = i + 1;
        const e = errors.buttons?.[i];
        return (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-2">
            <TextField
              label={`Button ${n} label`}
              error={e?.label?.message}
              {...register(`buttons.${i}.label`)}
            />
            <TextField
              label={`Button ${n} link (a site path or https link; empty: it closes)`}
              error={e?.url?.message}
              {...register(`buttons.${i}.url`)}
            />
            <SelectField
              label={`Button ${n} type`}
              options={[
                { value: '', label: "The popup type's" },
                ...BUTTON_TYPES.map((t) => ({ value: t, label: t })),
              ]}
              error={e?.type?.message}
              {...register(`buttons.${i}.type`)}
            />
            <SelectField
              label={`Button ${n} size`}
              options={[
                { value: '', label: "The popup type's" },
                ...BUTTON_SIZES.map((s) => ({ value: s, label: s })),
              ]}
              error={e?.size?.message}
              {...register(`buttons.${i}.size`)}
            />
            <Button variant="secondary" onClick={() => buttons.remove(i)}>
              Remove button {n}
            </Button>
          </div>
        );
      })}
      {buttons.fields.length < MAX_BUTTONS && (
        <div>
          <Button
            variant="secondary"
            onClick={() => buttons.append({ label: '', url: '', type: '', size: '' })}
          >
            Add a button
          </Button>
        </div>
      )}
      {errors.buttons?.message && <p className="text-red-800 text-sm">{errors.buttons.message}</p>}
    </fieldset>
  );
}
