import type { Reward, RewardContent } from '@croupier/contract/rewards';
import { rewardAction, rewardKindOf } from '@croupier/contract/rules/rewards';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { grantedAmounts } from '../model/reward-view.ts';
import { CancelRewardDialog } from './CancelRewardDialog.tsx';
import { WageringBar } from './WageringBar.tsx';

const playClass =
  'focus-ring inline-flex items-center justify-center rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast text-sm hover:brightness-110';

/**
 * One reward (001 §3): its kind, the CMS title and texts, what it grants, the bonus balance, the
 * wagering, the expiry and, for free spins, the game and the spins. Its first action is what
 * "apply" does (001 §4): activate a pending one, play an active free spin, cancel any other
 * active one; a pending reward or an active free spin may be cancelled too.
 */
export function RewardCard({
  reward,
  content,
  busy,
  onActivate,
  onCancel,
}: {
  reward: Reward;
  content: RewardContent | undefined;
  busy: boolean;
  onActivate: () => void;
  onCancel: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat();
  const modals = useModals();
  const titleId = useId();
  const kind = rewardKindOf(reward.rewardUUID);
  const kindLabel = t(`profile.rewards.kind.${kind}`);
  const title = content?.title || kindLabel;
  const action = rewardAction(reward);
  const amounts = grantedAmounts(reward);
  const spins = reward.freeSpins;

  const openCancel = () =>
    modals.open({
      title: t('profile.rewards.cancel.title'),
      render: (close) => (
        <CancelRewardDialog reward={reward} title={title} onConfirm={onCancel} close={close} />
      ),
    });

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-surface-hover px-2 py-0.5 font-semibold">{kindLabel}</span>
        <span className="text-muted">{t(`profile.rewards.status.${reward.status}`)}</span>
      </div>
      <h2 id={titleId} className="font-semibold text-lg">
        {title}
      </h2>
      {content?.description && <p className="text-muted text-sm">{content.description}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {amounts.length > 0 && (
          <>
            <dt className="text-muted">{t('profile.rewards.amount')}</dt>
            <dd>{amounts.map((a) => money(a.amount, a.currency)).join(' · ')}</dd>
          </>
        )}
        <dt className="text-muted">{t('profile.rewards.balance')}</dt>
        <dd>{money(reward.balance.amount, reward.balance.currency)}</dd>
        {reward.gameSlug && (
          <>
            <dt className="text-muted">{t('profile.rewards.game')}</dt>
            <dd className="break-words">{reward.gameName ?? reward.gameSlug}</dd>
          </>
        )}
        {spins && (
          <>
            <dt className="text-muted">{t('profile.rewards.spins')}</dt>
            <dd>
              {t('profile.rewards.spinsValue', {
                played: spins.played,
                total: spins.total,
                stake: money(spins.stake, reward.currency),
              })}
            </dd>
            <dt className="text-muted">{t('profile.rewards.spinsWon')}</dt>
            <dd>{money(spins.won, reward.currency)}</dd>
          </>
        )}
        {reward.expiresAt && (
          <>
            <dt className="text-muted">{t('profile.rewards.expires')}</dt>
            <dd>{dateTime(reward.expiresAt)}</dd>
          </>
        )}
      </dl>
      {reward.wageringRequirement > 0 && (
        <WageringBar
          wagered={reward.wagered}
          required={reward.wageringRequirement}
          currency={reward.currency}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {action === 'activate' && (
          <Button onClick={onActivate} disabled={busy}>
            {t('profile.rewards.activate')}
          </Button>
        )}
        {action === 'open-game' && reward.gameSlug && (
          <Link to={paths.game(reward.gameSlug)} className={playClass}>
            {t('profile.rewards.play')}
          </Link>
        )}
        <Button variant={action === 'cancel' ? 'primary' : 'secondary'} onClick={openCancel} disabled={busy}>
          {t('profile.rewards.cancel')}
        </Button>
      </div>
      {content?.terms && (
        <details className="text-muted text-sm">
          <summary className="focus-ring cursor-pointer rounded">{t('profile.rewards.terms')}</summary>
          <p className="mt-2 whitespace-pre-line">{content.terms}</p>
        </details>
      )}
    </article>
  );
}
