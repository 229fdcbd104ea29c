import { CAMPAIGN_VISIBILITIES, type CampaignVisibility } from '@croupier/contract/rules/campaigns';
import { errorUnder } from '../../../shared/forms/form-errors.ts';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { HintedField, SelectField } from './fields.tsx';
import type { CampaignForm } from './form-types.ts';

const VISIBILITY_LABELS: Record<CampaignVisibility, string> = {
  all: 'Everyone',
  authorised: 'Signed-in players only',
  guest: 'Guests only',
};

/** Who sees and may join the campaign (001 §6). */
export function EligibilityFieldset({ form }: { form: CampaignForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">Eligibility</legend>
      <SelectField label="Visible to" error={errorUnder(errors, 'visibility')} {...register('visibility')}>
        {CAMPAIGN_VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {VISIBILITY_LABELS[v]}
          </option>
        ))}
      </SelectField>
      <Checkbox
        className="self-end"
        label="Players join by opting in"
        error={errorUnder(errors, 'optIn')}
        {...register('optIn')}
      />
      <HintedField
        label="Only these countries"
        hint="Two-letter codes separated by commas (DE, FR). Empty: every country."
        error={errorUnder(errors, 'whiteListCountries')}
        {...register('whiteListCountries')}
      />
      <HintedField
        label="Not these countries"
        hint="Two-letter codes separated by commas."
        error={errorUnder(errors, 'blackListCountries')}
        {...register('blackListCountries')}
      />
      <HintedField
        label="Only these currencies"
        hint="Three-letter codes separated by commas (USD, EUR). Empty: every currency."
        error={errorUnder(errors, 'whiteListCurrencies')}
        {...register('whiteListCurrencies')}
      />
      <HintedField
        label="Group"
        hint="Campaigns of one group run one at a time for a player. Empty: none."
        error={errorUnder(errors, 'group')}
        {...register('group')}
      />
    </fieldset>
  );
}
