import { middlewareKey } from '@croupier/contract/errors';
import type { Tournament } from '@croupier/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { useOptTournament } from '../api/opt.ts';

/**
 * Join, or Joined / Leave (001 §2, §4): a guest trying to join goes to registration; opting in or
 * out reloads the tournament. `leave`: a joined player may leave here (the tournament's page).
 */
export function OptButton({ tournament, leave = false }: { tournament: Tournament; leave?: boolean }) {
  const { t, i18n } = useTranslation();
  const { isLogged, uuid } = useSession();
  const navigate = useNavigate();
  const opt = useOptTournament(uuid, i18n.language || 'en');
  if (tournament.status === 'FINISHED') return null;
  const title = tournament.content.title;
  const act = async (join: boolean) => {
    if (!isLogged || !uuid) {
      navigate(paths.registration);
      return;
    }
    try {
      await opt.mutateAsync({ id: tournament.id, join });
    } catch (error) {
      toastError(t(middlewareKey(isApiError(error) ? error.code : undefined)));
    }
  };
  if (tournament.optedIn) {
    return leave ? (
      <Button variant="secondary" disabled={opt.isPending} onClick={() => void act(false)}>
        {t('tournaments.opt-out')}
      </Button>
    ) : (
      <Button variant="secondary" disabled aria-label={`${t('tournaments.joined')}: ${title}`}>
        {t('tournaments.joined')}
      </Button>
    );
  }
  return (
    <Button disabled={opt.isPending} onClick={() => void act(true)}>
      {t('tournaments.opt-in')}
    </Button>
  );
}
