import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { setPlayPaused } from '../../../shared/protection/play-pause.ts';
import { logout } from '../../../shared/session/logout.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { playerSessionQuery } from '../api/get-player-session.ts';
import { sessionKeys } from '../api/query-keys.ts';
import { delayUntil } from '../model/session.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';
import { LimitInvitationCard, PreviousLogin } from './SessionNotices.tsx';

/**
 * What a logged-in player's session brings to every page (docs/decisions/044): the reality check
 * at each interval, over the page and any game (paused behind it); the end of the session when the
 * daily time limit is reached; the previous login; the invitation to set a deposit limit.
 */
export default function ProtectionLayer({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modals = useModals();
  const queryClient = useQueryClient();
  const summary = useQuery(playerSessionQuery(uuid));
  const checkOpen = useRef(false);
  const data = summary.data;
  const receivedAt = summary.dataUpdatedAt;

  useEffect(() => {
    const at = data?.realityCheck.nextCheckAt;
    if (!data || !at) return;
    const show = async () => {
      if (checkOpen.current) return;
      checkOpen.current = true;
      setPlayPaused(true);
      let fresh = data;
      try {
        fresh = await queryClient.fetchQuery({ ...playerSessionQuery(uuid), staleTime: 0 });
      } catch {
        // The figures as last read; the session may have ended (the client logs out then).
      }
      const done = (after: () => void) => {
        modals.close(id);
        checkOpen.current = false;
        setPlayPaused(false);
        after();
      };
      const id = modals.open({
        title: t('realityCheck.title'),
        dismissible: false,
        render: () => (
          <RealityCheckDialog
            summary={fresh}
            onContinue={() =>
              done(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.session(uuid) }))
            }
            onLogout={() => done(() => void logout())}
            onHistory={() => done(() => navigate(paths.history))}
          />
        ),
      });
    };
    const timer = setTimeout(() => void show(), delayUntil(at, data.now, receivedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [data, receivedAt, modals, navigate, queryClient, t, uuid]);

  // The daily time limit: the server ends the session then; the page says why and logs out.
  useEffect(() => {
    const at = data?.endsAt;
    if (!data || !at) return;
    const timer = setTimeout(
      () => {
        setPlayPaused(true);
        modals.closeAll();
        checkOpen.current = false;
        void logout();
        const id = modals.open({
          title: t('sessionLimit.reachedTitle'),
          onClose: () => setPlayPaused(false),
          render: () => (
            <div className="flex flex-col gap-4">
              <p role="alert">{t('sessionLimit.reached', { minutes: data.dailyLimit?.minutes ?? 0 })}</p>
              <Button className="self-end" onClick={() => modals.close(id)}>
                {t('common.close')}
              </Button>
            </div>
          ),
        });
      },
      delayUntil(at, data.now, receivedAt, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [data, receivedAt, modals, t]);

  // Leaving (logout) never leaves a game paused.
  useEffect(() => () => setPlayPaused(false), []);

  if (!data) return null;
  return (
    <>
      <PreviousLogin summary={data} />
      <LimitInvitationCard uuid={uuid} summary={data} />
    </>
  );
}
