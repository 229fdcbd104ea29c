import { middlewareKey } from '@croupier/contract/errors';
import type { Reward } from '@croupier/contract/rewards';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { ProfileHeading } from '../../../shared/profile/ProfileGate.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { useActivateReward } from '../api/activate-reward.ts';
import { useCancelReward } from '../api/cancel-reward.ts';
import { rewardContentQuery } from '../api/get-reward-content.ts';
import { rewardsQuery } from '../api/get-rewards.ts';
import { RewardCard } from '../components/RewardCard.tsx';

/**
 * `/profile/rewards` (001 §2): the player's active and pending rewards. A guest goes to login and
 * comes back; the list loads only once the player's uuid is known (001 §6).
 */
export function RewardsPage() {
  const { t } = useTranslation();
  const { isLogged, uuid } = useSession();
  useRedirect(!isLogged, paths.loginThenBack(paths.rewards));
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <ProfileHeading title={t('profile.rewards.title')} />
      {isLogged && uuid ? <RewardList uuid={uuid} /> : isLogged ? <Spinner /> : null}
    </section>
  );
}

function RewardList({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const rewards = useQuery(rewardsQuery(uuid));
  const templateIds = [...new Set((rewards.data ?? []).map((r) => r.data.templateUUID))].sort();
  const contents = useQuery(rewardContentQuery(i18n.language, templateIds));
  const activate = useActivateReward(uuid);
  const cancel = useCancelReward(uuid);

  if (rewards.isPending) return <Spinner />;
  if (rewards.isError) return <ErrorState onRetry={() => void rewards.refetch()} />;
  if (rewards.data.length === 0) return <p className="text-muted">{t('profile.rewards.empty')}</p>;

  // 001 §8: an activation failure says why (the server's reason); a cancel failure does not.
  const onActivate = async (reward: Reward) => {
    try {
      await activate.mutateAsync(reward.rewardUUID);
    } catch (error) {
      toastError(
        t('profile.rewards.error.activate'),
        t(middlewareKey(isApiError(error) ? error.code : undefined)),
      );
    }
  };
  const onCancel = async (reward: Reward) => {
    try {
      await cancel.mutateAsync(reward.rewardUUID);
    } catch {
      toastError(t('profile.rewards.error.cancel'));
    }
  };
  const busyWith = activate.isPending ? activate.variables : cancel.isPending ? cancel.variables : null;

  return (
    <ul className="flex flex-col gap-4">
      {rewards.data.map((reward) => (
        <li key={reward.rewardUUID}>
          <RewardCard
            reward={reward}
            content={contents.data?.find((c) => c.id === reward.data.templateUUID)}
            busy={busyWith === reward.rewardUUID}
            onActivate={() => void onActivate(reward)}
            onCancel={() => onCancel(reward)}
          />
        </li>
      ))}
    </ul>
  );
}
