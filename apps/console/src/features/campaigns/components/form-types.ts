import type { UseFormReturn } from 'react-hook-form';
import type { CampaignFormValues, CampaignSubmit } from '../model/campaign-form.ts';

/** The campaign form's react-hook-form handle, passed to each of its parts. */
export type CampaignForm = UseFormReturn<CampaignFormValues, unknown, CampaignSubmit>;
