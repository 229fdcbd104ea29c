import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { emptyContent, type TournamentForm } from '../model/form.ts';

/** What players read, per locale: the default locale (en) is required, others are added. */
export function ContentFieldset({ form }: { form: TournamentForm }) {
  const { control, register, formState } = form;
  const content = useFieldArray({ control, name: 'content' });
  const errors = formState.errors.content;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Texts per locale</legend>
      {listError && (
        <p role="alert" className="text-red-800 text-sm">
          {listError}
        </p>
      )}
      {content.fields.map((field, i) => {
        const e = errors?.[i];
        const n = i + 1;
        return (
          <fieldset key={field.id} className="grid gap-2 rounded border border-slate-200 p-3 md:grid-cols-2">
            <legend className="sr-only">{`Texts ${n}`}</legend>
            <TextField
              label={`Texts ${n}: locale`}
              error={e?.locale?.message}
              {...register(`content.${i}.locale`)}
            />
            <TextField
              label={`Texts ${n}: title`}
              error={e?.title?.message}
              {...register(`content.${i}.title`)}
            />
            <TextAreaField
              label={`Texts ${n}: description`}
              error={e?.description?.message}
              {...register(`content.${i}.description`)}
            />
            <TextAreaField
              label={`Texts ${n}: terms`}
              error={e?.terms?.message}
              {...register(`content.${i}.terms`)}
            />
            <TextField
              label={`Texts ${n}: image address`}
              type="url"
              error={e?.image?.message}
              {...register(`content.${i}.image`)}
            />
            <div className="flex items-end">
              <Button variant="secondary" onClick={() => content.remove(i)}>
                Remove texts {n}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => content.append(emptyContent())}>
        Add a locale
      </Button>
    </fieldset>
  );
}
