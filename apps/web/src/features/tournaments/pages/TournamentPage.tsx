import { LEADERBOARD_PAGE_SIZE, SHORT_LEADERBOARD_SIZE } from '@croupier/contract/constants';
import type { Tournament } from '@croupier/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { tournamentQuery } from '../api/get-tournament.ts';
import { GamesList } from '../components/GamesList.tsx';
import { LeaderboardTable } from '../components/LeaderboardTable.tsx';
import { OptButton } from '../components/OptButton.tsx';

/**
 * `/tournaments/{id}` (001 §2): the tournament with its short leaderboard (top 6, live), the games,
 * full leaderboard, prize-pool and wagering modals, and opt-in or out. A 404 goes to the list.
 */
export function TournamentPage() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const { uuid, isLogged } = useSession();
  const player = isLogged ? uuid : null;
  const tournament = useQuery(tournamentQuery(id, i18n.language || 'en', player));
  const missing = isApiError(tournament.error) && tournament.error.status === 404;
  useRedirect(missing, paths.tournaments);
  if (tournament.isPending || missing) return <Spinner />;
  if (tournament.isError) return <ErrorState onRetry={() => void tournament.refetch()} />;
  return <TournamentView tournament={tournament.data} uuid={player} />;
}

function TournamentView({ tournament, uuid }: { tournament: Tournament; uuid: string | null }) {
  const { t } = useTranslation();
  const { dateTime, money } = useFormat();
  const modals = useModals();
  const navigate = useNavigate();
  const c = tournament.content;
  const openGames = () =>
    modals.open({
      title: t('tournaments.games-title'),
      render: (close) => (
        <GamesList
          id={tournament.id}
          onOpen={(slug) => {
            close();
            navigate(paths.game(slug));
          }}
        />
      ),
    });
  const openBoard = () =>
    modals.open({
      title: t('tournaments.leaderboard'),
      render: () => (
        <LeaderboardTable
          id={tournament.id}
          uuid={uuid}
          size={LEADERBOARD_PAGE_SIZE}
          paged
          label={t('tournaments.leaderboard')}
        />
      ),
    });
  const openPrizes = () =>
    modals.open({
      title: t('tournaments.prize-pool'),
      render: () => (
        <ul className="flex flex-col gap-2">
          {c.leaderBoard.map((p) => (
            <li key={p.placeFrom.place} className="flex justify-between gap-4 border-line border-b pb-1">
              <span>
                {p.placeFrom.place === p.placeTo
                  ? t('tournaments.place-one', { place: p.placeTo })
                  : t('tournaments.places', { from: p.placeFrom.place, to: p.placeTo })}
              </span>
              <span className="font-semibold">
                {p.prizeAmount != null ? money(p.prizeAmount, tournament.currency) : p.prize}
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  const openWagering = () =>
    modals.open({
      title: t('tournaments.wagering'),
      render: () => (
        <div className="flex flex-col gap-2 text-sm">
          <p>{t(`tournaments.scoring.${tournament.scoring}`, { unit: money(0.01, tournament.currency) })}</p>
          {tournament.minStake > 0 && (
            <p>{t('tournaments.min-stake', { amount: money(tournament.minStake, tournament.currency) })}</p>
          )}
          {/* Each rule once: the scoring and the minimum above are the tournament's own figures. */}
          <p>{t('tournaments.scoring-rules')}</p>
          {c.terms && <p className="text-muted">{c.terms}</p>}
        </div>
      ),
    });
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to={paths.tournaments} className="focus-ring text-muted text-sm underline">
        {t('tournaments.back')}
      </Link>
      <h1 className="font-bold text-2xl">{c.title}</h1>
      <p className="text-muted text-sm">
        {t(`tournaments.groups.${tournament.status}`)} ·{' '}
        {tournament.status === 'SCHEDULED'
          ? t('tournaments.starts', { date: dateTime(tournament.startsAt) })
          : tournament.status === 'ACTIVE'
            ? t('tournaments.ends', { date: dateTime(tournament.endsAt) })
            : t('tournaments.ended', { date: dateTime(tournament.endsAt) })}
      </p>
      {c.description && <p>{c.description}</p>}
      <div className="flex flex-wrap gap-2">
        <OptButton tournament={tournament} leave />
        <Button variant="secondary" onClick={openGames}>
          {t('tournaments.games')}
        </Button>
        <Button variant="secondary" onClick={openBoard}>
          {t('tournaments.leaderboard-full')}
        </Button>
        <Button variant="secondary" onClick={openPrizes}>
          {t('tournaments.prize-pool')}
        </Button>
        <Button variant="secondary" onClick={openWagering}>
          {t('tournaments.wagering')}
        </Button>
      </div>
      <section
        aria-label={t('tournaments.leaderboard')}
        className="rounded-xl border border-line bg-surface p-4"
      >
        <h2 className="mb-2 font-semibold text-lg">{t('tournaments.leaderboard')}</h2>
        <LeaderboardTable
          id={tournament.id}
          uuid={uuid}
          size={SHORT_LEADERBOARD_SIZE}
          paged={false}
          label={t('tournaments.leaderboard')}
        />
      </section>
    </section>
  );
}
