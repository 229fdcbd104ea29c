import { CampaignBody, type CampaignRecord } from '@croupier/contract/campaigns-operator';
import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_TRIGGERS,
  type CampaignTrigger,
} from '@croupier/contract/rules/campaigns';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { errorUnder } from '../../../shared/forms/form-errors.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSaveCampaign } from '../api/save-campaign.ts';
import {
  type CampaignFormValues,
  type CampaignSubmit,
  campaignFormValues,
  NEW_CAMPAIGN,
  toCampaignBody,
} from '../model/campaign-form.ts';
import { ContentFieldset } from './ContentFieldset.tsx';
import { EligibilityFieldset } from './EligibilityFieldset.tsx';
import { HintedField, SelectField } from './fields.tsx';
import { LevelsFieldset } from './LevelsFieldset.tsx';
import { PromotionPreview } from './PromotionPreview.tsx';

export const TRIGGER_LABELS: Record<CampaignTrigger, string> = {
  registration: 'Registration',
  'first-deposit': 'First deposit',
  deposit: 'Each deposit',
  'opt-in': 'Opting in',
  wager: 'Wagering',
};
const CATEGORY_LABELS: Record<string, string> = {
  'casino-bonuses': 'Casino bonuses',
  'sport-bonuses': 'Sport bonuses',
};

/**
 * A campaign's form: trigger, levels, eligibility, texts per language with a live preview, and the
 * dates. The contract's `CampaignBody` validates it before it is sent; the platform's refusals land
 * on their fields (the paths are the body's), any other refusal under the form.
 */
export function CampaignForm({
  campaign,
  onSaved,
}: {
  campaign: CampaignRecord | null;
  onSaved(saved: CampaignRecord): void;
}) {
  const save = useSaveCampaign(campaign?.campaignUUID ?? null);
  const form = useForm<CampaignFormValues, unknown, CampaignSubmit>({
    resolver: contractResolver(CampaignBody, toCampaignBody),
    defaultValues: campaign ? campaignFormValues(campaign) : NEW_CAMPAIGN,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [locale, setLocale] = useState('en');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const locked = campaign?.state === 'ACTIVE';
  // A finished, cancelled or failed campaign cannot change (the platform answers 409): shown only.
  const ended = campaign !== null && !['DRAFT', 'PENDING', 'ACTIVE'].includes(campaign.state);

  const submit = async (body: CampaignSubmit) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(body);
      setSaved(true);
      onSaved(answer);
    } catch (error) {
      setFailure(await showRefusal(error, form));
    }
  };

  return (
    <form
      noValidate
      aria-label={campaign ? `Campaign ${campaign.name}` : 'New campaign'}
      onSubmit={handleSubmit(submit, () => setSaved(false))}
      className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <fieldset disabled={ended} className="flex min-w-0 flex-col gap-4">
        {ended && (
          <legend className="mb-2 text-slate-700 text-sm">
            This campaign has ended: it can no longer change.
          </legend>
        )}
        <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <legend className="px-1 font-semibold">Campaign</legend>
          <TextField label="Name" error={errorUnder(errors, 'name')} {...register('name')} />
          <SelectField label="Category" error={errorUnder(errors, 'typeKey')} {...register('typeKey')}>
            {CAMPAIGN_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c] ?? c}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Trigger"
            disabled={locked}
            error={errorUnder(errors, 'trigger')}
            {...register('trigger')}
          >
            {CAMPAIGN_TRIGGERS.map((t) => (
              <option key={t} value={t}>
                {TRIGGER_LABELS[t]}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <LevelsFieldset form={form} locked={locked} />
        <EligibilityFieldset form={form} />
        <ContentFieldset form={form} locale={locale} onLocaleChange={setLocale} />
        <fieldset className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">Dates (UTC)</legend>
          <HintedField
            type="datetime-local"
            label="Starts"
            hint="Empty: as soon as it is scheduled."
            error={errorUnder(errors, 'startsAt')}
            {...register('startsAt')}
          />
          <HintedField
            type="datetime-local"
            label="Ends"
            hint="Empty: no end."
            error={errorUnder(errors, 'endsAt')}
            {...register('endsAt')}
          />
        </fieldset>
        <p role="alert" className="text-red-800 text-sm empty:hidden">
          {failure ?? (Object.keys(errors).length > 0 ? 'Some fields need attention.' : '')}
        </p>
        <p role="status" className="text-green-800 text-sm empty:hidden">
          {saved ? 'Campaign saved.' : ''}
        </p>
        {!ended && (
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              {campaign ? 'Save the campaign' : 'Create the campaign'}
            </Button>
          </div>
        )}
      </fieldset>
      <div className="min-w-0">
        <PromotionPreview form={form} locale={locale} />
      </div>
    </form>
  );
}
