import type { Reward } from '@croupier/contract/rewards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { forfeitOf } from '../model/reward-view.ts';

/**
 * The confirmation before a reward is cancelled: what the player forfeits (the spins left, the
 * bonus balance left), then keep it or cancel it. The dialog closes once the cancel has answered.
 */
export function CancelRewardDialog({
  reward,
  title,
  onConfirm,
  close,
}: {
  reward: Reward;
  title: string;
  onConfirm: () => Promise<void>;
  close: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      close();
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold">{title}</p>
      {forfeitOf(reward).map((f) => (
        <p key={f.key}>
          {f.key === 'spins'
            ? t('profile.rewards.cancel.spins', { count: f.count })
            : f.key === 'winnings'
              ? t('profile.rewards.cancel.winnings', { amount: money(f.amount.amount, f.amount.currency) })
              : f.key === 'balance'
                ? t('profile.rewards.cancel.balance', { amount: money(f.amount.amount, f.amount.currency) })
                : t('profile.rewards.cancel.pending')}
        </p>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('profile.rewards.cancel.keep')}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {t('profile.rewards.cancel.confirm')}
        </Button>
      </div>
    </div>
  );
}
