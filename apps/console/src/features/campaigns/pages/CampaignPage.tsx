import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { campaignQuery } from '../api/get-campaign.ts';
import { CampaignActions } from '../components/CampaignActions.tsx';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { CampaignPlayers } from '../components/CampaignPlayers.tsx';
import { CampaignsNav } from '../components/CampaignsNav.tsx';

/** A new campaign's form, or one campaign: its state and moves, its form, its players. */
export default function CampaignPage() {
  const { campaignUUID = 'new' } = useParams();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const isNew = campaignUUID === 'new';
  const campaign = useQuery({ ...campaignQuery(campaignUUID), enabled: !isNew });
  const title = isNew ? 'New campaign' : (campaign.data?.name ?? 'Campaign');
  return (
    <section aria-labelledby="campaign-title" className="flex flex-col gap-4">
      <h1 id="campaign-title" className="font-bold text-2xl">
        {title}
      </h1>
      <CampaignsNav />
      {isNew ? (
        <CampaignForm
          campaign={null}
          onSaved={(c) =>
            navigate(`${paths.campaigns}/${c.campaignUUID}`, { replace: true, state: { created: true } })
          }
        />
      ) : campaign.isError ? (
        <p role="alert" className="text-red-800">
          This campaign could not be loaded.
        </p>
      ) : !campaign.data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          {created && (
            <p role="status" className="text-green-800 text-sm">
              Campaign created as a draft: schedule it when it is ready.
            </p>
          )}
          <CampaignActions campaign={campaign.data} onDeleted={() => navigate(paths.campaigns)} />
          <CampaignForm key={campaign.data.campaignUUID} campaign={campaign.data} onSaved={() => undefined} />
          <CampaignPlayers campaignUUID={campaign.data.campaignUUID} />
        </>
      )}
    </section>
  );
}
