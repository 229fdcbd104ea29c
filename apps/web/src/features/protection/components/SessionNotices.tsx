import type { SessionSummary } from '@croupier/contract/protection-session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useDismissInvitation } from '../api/set-session.ts';
import { PREVIOUS_LOGIN_SHOWN_KEY } from '../model/session.ts';

function shownFor(startedAt: string): boolean {
  try {
    return sessionStorage.getItem(PREVIOUS_LOGIN_SHOWN_KEY) === startedAt;
  } catch {
    return false;
  }
}

/** "Your previous login: …", once per login, until hidden (docs/decisions/044). */
export function PreviousLogin({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [visible, setVisible] = useState(
    () => summary.previousLoginAt !== null && !shownFor(summary.startedAt),
  );
  useEffect(() => {
    try {
      sessionStorage.setItem(PREVIOUS_LOGIN_SHOWN_KEY, summary.startedAt);
    } catch {
      // Without storage it shows again on the next page load; no harm.
    }
  }, [summary.startedAt]);
  if (!visible || !summary.previousLoginAt) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 pt-3 text-sm">
      <p role="status">{t('session.previousLogin', { date: format.dateTime(summary.previousLoginAt) })}</p>
      <Button variant="secondary" onClick={() => setVisible(false)}>
        {t('session.hidePreviousLogin')}
      </Button>
    </div>
  );
}

/**
 * The invitation to set a deposit limit (docs/decisions/044): after registration on any page, then
 * once more on the deposit page until the first deposit; "Not now" declines the stage shown.
 */
export function LimitInvitationCard({ uuid, summary }: { uuid: string; summary: SessionSummary }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dismiss = useDismissInvitation(uuid);
  const stage = summary.invitation;
  const here = stage === 'REGISTRATION' || (stage === 'FIRST_DEPOSIT' && pathname === paths.deposit);
  if (!stage || !here || pathname === paths.saferGambling) return null;
  const onNotNow = () => dismiss.mutate({ stage }, { onError: (error) => toastApiError(error) });
  return (
    <section
      aria-labelledby="limit-invitation-heading"
      className="mx-auto mt-3 flex w-[calc(100%-2rem)] max-w-7xl flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="limit-invitation-heading" className="font-semibold">
          {t('limitInvitation.title')}
        </h2>
        <p className="text-muted text-sm">{t(`limitInvitation.text.${stage}`)}</p>
      </div>
      <div className="flex gap-2">
        <Link
          to={paths.saferGambling}
          className="focus-ring rounded-md bg-primary px-4 py-2 font-semibold text-primary-contrast"
        >
          {t('limitInvitation.set')}
        </Link>
        <Button variant="secondary" disabled={dismiss.isPending} onClick={onNotNow}>
          {t('limitInvitation.notNow')}
        </Button>
      </div>
    </section>
  );
}
