import { useEffect, useRef } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';

export type PlayerForm<T extends FieldValues> = UseFormReturn<T> & {
  /** A step of a multi-step form was submitted (checked with `trigger`): from now on, revalidate on change. */
  markSubmitted(): void;
};

/**
 * Whether a form event is the player changing a value. React names `onChange`'s event `change`;
 * Preact's compatibility layer, which production builds render with (ADR 033), hands over the DOM's
 * own `input` event.
 */
export const isValueChange = (type: string | undefined) => type === 'change' || type === 'input';

/**
 * A form as 000 §5 says forms behave: "validate on blur, revalidate on change after submit". After
 * a submit, a field that shows an error is validated again at every change, so the error goes as the
 * player types the right value. react-hook-form's own `reValidateMode` counts only `handleSubmit`;
 * a step checked with `trigger` (registration's Continue) is a submit too, and says so with
 * `markSubmitted`. Submit buttons also keep focus on press (`keepFocusOnPress`), so a message that
 * blur would remove cannot move the button from under the click.
 */
export function usePlayerForm<T extends FieldValues>(
  options: Omit<UseFormProps<T>, 'mode' | 'reValidateMode'>,
): PlayerForm<T> {
  const form = useForm<T>({ ...options, mode: 'onBlur', reValidateMode: 'onChange' });
  const stepSubmitted = useRef(false);
  const { watch, trigger, getFieldState, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (!(submitted || stepSubmitted.current)) return;
      if (isValueChange(type) && name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, submitted]);
  return Object.assign(form, {
    markSubmitted: () => {
      stepSubmitted.current = true;
    },
  });
}
