import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { tournamentQuery } from '../api/get-tournament.ts';
import { CancelTournament } from '../components/CancelTournament.tsx';
import { LeaderboardTable } from '../components/LeaderboardTable.tsx';
import { SCORING_LABELS, TournamentForm } from '../components/TournamentForm.tsx';
import { valuesOf } from '../model/form.ts';
import { STATUS_LABELS, utc } from '../model/labels.ts';

/** One tournament: its state, its live leaderboard, its settings (while it may change) and its cancel. */
export default function TournamentPage() {
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const tournament = useQuery(tournamentQuery(id));
  const [saved, setSaved] = useState(false);
  const t = tournament.data;
  if (tournament.isError)
    return (
      <p role="alert" className="text-red-800">
        The tournament could not be loaded. {tournament.error.message}
      </p>
    );
  if (!t)
    return (
      <p role="status" className="text-slate-600">
        Loading the tournament…
      </p>
    );
  const open = t.status === 'SCHEDULED' || t.status === 'ACTIVE';
  return (
    <section aria-labelledby="tournament-title" className="flex flex-col gap-6">
      <Link to={paths.tournaments} className="text-blue-800 text-sm underline">
        Back to the tournaments
      </Link>
      <div>
        <h1 id="tournament-title" className="font-bold text-2xl">
          {t.name}
        </h1>
        <p role="status" className="text-green-800 empty:hidden">
          {saved ? 'Tournament saved.' : created ? 'Tournament created.' : ''}
        </p>
        <dl className="mt-2 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Status</dt>
          <dd>{STATUS_LABELS[t.status]}</dd>
          <dt className="font-medium">Runs</dt>
          <dd>
            {utc(t.startsAt)} – {utc(t.endsAt)}
          </dd>
          <dt className="font-medium">Scoring</dt>
          <dd>{SCORING_LABELS[t.scoring]}</dd>
          <dt className="font-medium">Players</dt>
          <dd>{t.participants}</dd>
        </dl>
      </div>
      <section aria-labelledby="board-title" className="space-y-3">
        <h2 id="board-title" className="font-semibold text-xl">
          Leaderboard
        </h2>
        <LeaderboardTable id={t.id} live={t.status === 'ACTIVE'} />
      </section>
      {open ? (
        <>
          <TournamentForm key={t.id} id={t.id} initial={valuesOf(t)} onSaved={() => setSaved(true)} />
          <CancelTournament id={t.id} name={t.name} />
        </>
      ) : (
        <p className="text-slate-700">
          A {STATUS_LABELS[t.status].toLowerCase()} tournament no longer changes.
        </p>
      )}
    </section>
  );
}
