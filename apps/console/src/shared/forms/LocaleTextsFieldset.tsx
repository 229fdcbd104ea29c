import { LocaleCode } from '@croupier/contract/paging';
import { issueMessageKey } from '@croupier/contract/rules/messages';
import { Fragment, type ReactNode, useState } from 'react';
import { englishTexts, textOf } from '../messages.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { errorUnder, ownError } from './form-errors.ts';
import { DEFAULT_LOCALE } from './locale-texts.ts';

/** The language shown: its row's place in the form's list and its code. */
export interface ShownLocale {
  index: number;
  locale: string;
}

/**
 * An entity's texts, one language at a time: the default one (`en`, which the contracts require)
 * stays, others may be added (their code checked by the contract's `LocaleCode` first) and removed.
 * The form keeps the rows (`rows`, a react-hook-form field array at `name`) and the language shown
 * (`locale`); `children` draws the shown language's fields, `errorAt` giving a field's error at the
 * body's path (`content.de.title`), where the contract resolver puts it.
 */
export function LocaleTextsFieldset({
  rows,
  errors,
  name = 'content',
  legend = 'Texts',
  locale,
  onLocaleChange,
  onAdd,
  onRemove,
  children,
}: {
  rows: readonly { id: string; locale: string }[];
  /** The form's errors (`formState.errors`). */
  errors: unknown;
  name?: string;
  legend?: string;
  locale: string;
  onLocaleChange(locale: string): void;
  /** Appends a language's empty texts. */
  onAdd(locale: string): void;
  onRemove(index: number): void;
  children(shown: ShownLocale, errorAt: (field: string) => string | undefined): ReactNode;
}) {
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const index = Math.max(
    0,
    rows.findIndex((r) => r.locale === locale),
  );
  const shown = rows[index]?.locale ?? DEFAULT_LOCALE;
  const errorAt = (field: string) => errorUnder(errors, `${name}.${shown}.${field}`);
  const add = async () => {
    const parsed = LocaleCode.safeParse(adding, { error: issueMessageKey });
    if (!parsed.success)
      return setAddError(textOf(parsed.error.issues[0]?.message ?? '', await englishTexts()));
    if (rows.some((r) => r.locale === parsed.data)) return setAddError('That language is there already.');
    onAdd(parsed.data);
    setAdding('');
    setAddError(undefined);
    onLocaleChange(parsed.data);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {ownError(errors, name)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Language" value={shown} onChange={(e) => onLocaleChange(e.target.value)}>
          {rows.map((r) => (
            <option key={r.id} value={r.locale}>
              {r.locale}
              {errorUnder(errors, `${name}.${r.locale}`) ? ' (has errors)' : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          label="New language code"
          value={adding}
          error={addError}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button variant="secondary" onClick={add}>
          Add the language
        </Button>
        {shown !== DEFAULT_LOCALE && (
          <Button
            variant="secondary"
            onClick={() => {
              onRemove(index);
              onLocaleChange(DEFAULT_LOCALE);
            }}
          >
            Remove {shown}
          </Button>
        )}
      </div>
      {rows.map(
        (r, i) =>
          i === index && <Fragment key={r.id}>{children({ index: i, locale: shown }, errorAt)}</Fragment>,
      )}
    </fieldset>
  );
}
