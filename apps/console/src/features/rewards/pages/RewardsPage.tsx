import type { PromoCodeRecord, RewardTemplate } from '@croupier/contract/rewards-operator';
import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useCan } from '../../../shared/session/can.ts';
import { templatesQuery } from '../api/list-templates.ts';
import { GrantForm } from '../components/GrantForm.tsx';
import { PlayerRewards } from '../components/PlayerRewards.tsx';
import { PromoCodeForm } from '../components/PromoCodeForm.tsx';
import { PromoCodesTable } from '../components/PromoCodesTable.tsx';
import { TemplateForm } from '../components/TemplateForm.tsx';
import { TemplatesTable } from '../components/TemplatesTable.tsx';

/**
 * Rewards (marketing): reward templates with their wagering terms, promo codes that grant them, and
 * grants to one player or a list. A reader without the right to write sees the lists alone.
 */
export default function RewardsPage() {
  const can = useCan();
  const templates = useQuery(templatesQuery);
  const [template, setTemplate] = useState<RewardTemplate | null>(null);
  const [promo, setPromo] = useState<PromoCodeRecord | null>(null);
  const [said, setSaid] = useState('');
  const editTemplate = useCallback((t: RewardTemplate) => setTemplate(t), []);
  const editPromo = useCallback((p: PromoCodeRecord) => setPromo(p), []);
  const mayWriteTemplates = can(rewardsOperatorEndpoints.createRewardTemplate);
  const mayWritePromos = can(rewardsOperatorEndpoints.createPromoCode);
  const all = templates.data ?? [];
  return (
    <div className="space-y-8">
      <h1 className="font-bold text-2xl">Rewards</h1>
      <p role="status" className="min-h-6 text-green-900">
        {said}
      </p>
      <section aria-labelledby="templates-title" className="space-y-4">
        <h2 id="templates-title" className="font-semibold text-lg">
          Reward templates
        </h2>
        <TemplatesTable onEdit={mayWriteTemplates ? editTemplate : null} />
        {mayWriteTemplates && (
          <TemplateForm
            key={template?.templateUUID ?? 'new'}
            editing={template}
            onSaved={(message) => {
              setSaid(message);
              setTemplate(null);
            }}
            onCancel={() => setTemplate(null)}
          />
        )}
      </section>
      <section aria-labelledby="promo-title" className="space-y-4">
        <h2 id="promo-title" className="font-semibold text-lg">
          Promo codes
        </h2>
        <PromoCodesTable templates={all} onEdit={mayWritePromos ? editPromo : null} />
        {mayWritePromos && (
          <PromoCodeForm
            key={promo?.code ?? 'new'}
            templates={all}
            editing={promo}
            onSaved={(message) => {
              setSaid(message);
              setPromo(null);
            }}
            onCancel={() => setPromo(null)}
          />
        )}
      </section>
      {can(rewardsOperatorEndpoints.grantRewards) && (
        <section aria-labelledby="grant-title" className="space-y-4">
          <h2 id="grant-title" className="font-semibold text-lg">
            Grants
          </h2>
          <GrantForm templates={all} />
        </section>
      )}
      {can(rewardsOperatorEndpoints.listPlayerRewards) && (
        <section aria-labelledby="player-rewards-title" className="space-y-4">
          <h2 id="player-rewards-title" className="font-semibold text-lg">
            A player's rewards
          </h2>
          <PlayerRewards templates={all} mayCancel={can(rewardsOperatorEndpoints.cancelPlayerReward)} />
        </section>
      )}
    </div>
  );
}
