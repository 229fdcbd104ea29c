import type { Campaign } from '@croupier/contract/campaigns';
import { ErrorCode } from '@croupier/contract/errors';
import { campaignOptAction } from '@croupier/contract/rules/campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { track } from '../../../shared/analytics/index.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { deviceType } from '../../../shared/device.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { optIn } from '../api/opt-in.ts';
import { optOut } from '../api/opt-out.ts';
import { campaignsKeys } from '../api/query-keys.ts';
import { switchCampaign } from '../api/switch-campaign.ts';

/**
 * The opt action (001 §4, §8): opt out when opted in, opt in from VIEW (a campaign of a group the
 * player is in already is switched to); then the button link (one under /deposit is tracked as a
 * deposit opened from a promotion), else a guest goes to registration, else the rewards page where
 * the reward is activated. The list reloads after each action.
 */
export function useOptAction(list: readonly Campaign[]) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { isLogged, uuid } = useSession();
  const [busy, setBusy] = useState<string | null>(null);

  const call = async (c: Campaign, kind: 'optin' | 'optout', player: string) => {
    if (kind === 'optout') return optOut(player, c.CampainUUID);
    try {
      return await optIn(player, c.CampainUUID, deviceType());
    } catch (error) {
      const current = list.find(
        (x) =>
          x.CampainUUID !== c.CampainUUID &&
          x.group !== null &&
          x.group === c.group &&
          (x.playerStatus === 'OPT_IN' || x.playerStatus === 'TRIGGERED'),
      );
      if (!(isApiError(error) && error.code === ErrorCode.campaignGroup && current)) throw error;
      return switchCampaign(current.CampainUUID, c.CampainUUID);
    }
  };

  const run = async (c: Campaign) => {
    const guest = !isLogged || !uuid;
    const action = campaignOptAction({
      guest,
      campaignId: c.CampainUUID,
      playerStatus: c.playerStatus,
      optIn: c.optIn,
      buttonLink: c.buttonLink,
    });
    setBusy(c.CampainUUID);
    try {
      if (action.call && uuid) {
        try {
          await call(c, action.call, uuid);
          toastSuccess(t('edge.campaign.optin.success'));
        } catch {
          toastError(t('middleware.undefined'));
          return;
        } finally {
          await client.invalidateQueries({ queryKey: campaignsKeys.all });
        }
      }
      const next = action.next;
      if (next.kind === 'link') {
        if (next.depositFromPromotion)
          track('deposit_from_promotion', { source: 'promotion', campaign: c.CampainUUID });
        navigate(next.href);
      } else if (next.kind === 'registration') {
        navigate(paths.registrationFor(c.CampainUUID));
      } else {
        navigate(paths.rewards);
      }
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}

/** The button's words: what the action will do first. */
export function optLabelKey(c: Campaign, guest: boolean): string {
  const action = campaignOptAction({
    guest,
    campaignId: c.CampainUUID,
    playerStatus: c.playerStatus,
    optIn: c.optIn,
    buttonLink: c.buttonLink,
  });
  if (action.call === 'optout') return 'promotions.action.optOut';
  if (action.call === 'optin' || (guest && c.optIn)) return 'promotions.action.optIn';
  return action.next.kind === 'registration' ? 'promotions.action.join' : 'promotions.action.go';
}
