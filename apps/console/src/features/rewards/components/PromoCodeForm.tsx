import { ErrorCode } from '@croupier/contract/errors';
import {
  PromoCodeBody,
  type PromoCodeRecord,
  type RewardTemplate,
} from '@croupier/contract/rewards-operator';
import { useForm } from 'react-hook-form';
import { isApiError, messageOf } from '../../../shared/api/index.ts';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSavePromoCode } from '../api/save-promo-code.ts';
import { NEW_PROMO, type PromoValues, promoBody, promoFieldOf, promoValues } from '../model/promo-form.ts';
import { rewardsWording } from '../model/wording.ts';

const resolver = contractResolver(
  PromoCodeBody,
  promoBody,
  promoFieldOf,
  rewardsWording<PromoValues>({ templateUUID: 'Choose the reward the code grants.' }),
);
const REFUSAL_FIELDS: Record<string, keyof PromoValues> = {
  [ErrorCode.promoCodeExists]: 'code',
  [ErrorCode.rewardTemplateNotFound]: 'templateUUID',
};

/**
 * A promo code, new or edited (the code itself stays; its uses so far are kept). Checked against the
 * contract's schema before it is sent; a code taken already comes back beside the code.
 */
export function PromoCodeForm({
  templates,
  editing,
  onSaved,
  onCancel,
}: {
  templates: readonly RewardTemplate[];
  editing: PromoCodeRecord | null;
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const save = useSavePromoCode();
  const form = useForm<PromoValues, unknown, PromoCodeBody>({
    resolver,
    defaultValues: editing ? promoValues(editing) : NEW_PROMO,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = async (body: PromoCodeBody) => {
    try {
      const made = await save.mutateAsync({
        ...(editing && { code: editing.code }),
        body,
      });
      if (!editing) reset(NEW_PROMO);
      onSaved(`Saved the promo code ${made.code}.`);
    } catch (error) {
      // A code taken already, or a template gone, is one field's problem though said for the call.
      const owner = isApiError(error) && error.code ? REFUSAL_FIELDS[error.code] : undefined;
      if (owner) setError(owner, { message: messageOf(error) }, { shouldFocus: true });
      else {
        const left = await showRefusal(error, form, promoFieldOf);
        if (left) setError('root', { message: left });
      }
    }
  };
  const field = (name: keyof PromoValues) => ({ ...register(name), error: errors[name]?.message });
  const options = [
    { value: '', label: 'Choose a reward template' },
    ...templates.map((t) => ({ value: t.templateUUID, label: t.name })),
  ];
  return (
    <form
      noValidate
      aria-labelledby="promo-form-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h3 id="promo-form-title" className="font-semibold">
        {editing ? `Edit ${editing.code}` : 'New promo code'}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Code"
          hint="Letters and digits; kept lower-case."
          readOnly={!!editing}
          {...field('code')}
        />
        <SelectField label="Reward template" options={options} {...field('templateUUID')} />
        <TextField label="Starts (UTC)" type="datetime-local" {...field('startsAt')} />
        <TextField label="Ends (UTC)" type="datetime-local" {...field('endsAt')} />
        <TextField label="Uses in all" hint="Empty: no limit." inputMode="numeric" {...field('maxUses')} />
        <TextField label="Uses per player" inputMode="numeric" {...field('maxUsesPerPlayer')} />
        <TextField label="Countries" hint="Like US, CA; empty: every country." {...field('countries')} />
        <TextField label="Currencies" hint="Like USD, EUR; empty: every currency." {...field('currencies')} />
      </div>
      <Checkbox label="Enabled" {...register('enabled')} />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.form?.message ?? errors.root?.message}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {editing ? 'Save promo code' : 'Create promo code'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel editing
          </Button>
        )}
      </div>
    </form>
  );
}
