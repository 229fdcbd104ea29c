import {
  TOURNAMENT_FILTERS,
  TOURNAMENT_GROUP_ORDER,
  type TournamentFilter,
} from '@croupier/contract/rules/tournaments';
import type { Tournament } from '@croupier/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Chip, ChipGroup } from '../../../shared/ui/Chip.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { tournamentsQuery } from '../api/get-tournaments.ts';
import { OptButton } from '../components/OptButton.tsx';

/**
 * `/tournaments` (001 §2, §4): filters all, active, coming soon and finished; the tournaments
 * grouped as active, coming soon and finished, each with its join or joined button.
 */
export function TournamentsPage() {
  const { t, i18n } = useTranslation();
  const { uuid, isLogged } = useSession();
  const [filter, setFilter] = useState<TournamentFilter>('all');
  const list = useQuery(tournamentsQuery(filter, i18n.language || 'en', isLogged ? uuid : null));
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('tournaments.title')}</h1>
      <ChipGroup label={t('tournaments.filters.label')}>
        {TOURNAMENT_FILTERS.map((f) => (
          <Chip key={f} pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`tournaments.filters.${f}`)}
          </Chip>
        ))}
      </ChipGroup>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-muted">{t('tournaments.empty')}</p>
      ) : (
        TOURNAMENT_GROUP_ORDER.map((status) => {
          const group = list.data.filter((x) => x.status === status);
          return group.length === 0 ? null : (
            <section
              key={status}
              aria-label={t(`tournaments.groups.${status}`)}
              className="flex flex-col gap-3"
            >
              <h2 className="font-semibold text-lg">{t(`tournaments.groups.${status}`)}</h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {group.map((x) => (
                  <li key={x.id}>
                    <TournamentCard tournament={x} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const titleId = useId();
  const when =
    tournament.status === 'SCHEDULED'
      ? t('tournaments.starts', { date: dateTime(tournament.startsAt) })
      : tournament.status === 'ACTIVE'
        ? t('tournaments.ends', { date: dateTime(tournament.endsAt) })
        : t('tournaments.ended', { date: dateTime(tournament.endsAt) });
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id={titleId} className="font-semibold">
        {tournament.content.title}
      </h3>
      <p className="text-muted text-sm">{when}</p>
      <p className="text-sm">{tournament.content.description}</p>
      <p className="text-muted text-sm">
        {t('tournaments.participants', { count: tournament.participants })}
      </p>
      <div className="flex flex-wrap gap-2">
        <OptButton tournament={tournament} />
        <Link
          to={paths.tournament(tournament.id)}
          className="focus-ring inline-flex items-center rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-hover"
          aria-label={`${t('tournaments.details')}: ${tournament.content.title}`}
        >
          {t('tournaments.details')}
        </Link>
      </div>
    </article>
  );
}
