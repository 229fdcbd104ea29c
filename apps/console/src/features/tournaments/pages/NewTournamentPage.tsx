import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { TournamentForm } from '../components/TournamentForm.tsx';
import { newValues } from '../model/form.ts';

/** Schedules a tournament; once made, its own page shows it with its leaderboard. */
export default function NewTournamentPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => newValues(Date.now()));
  return (
    <section aria-labelledby="new-tournament-title" className="flex flex-col gap-4">
      <Link to={paths.tournaments} className="text-blue-800 text-sm underline">
        Back to the tournaments
      </Link>
      <h1 id="new-tournament-title" className="font-bold text-2xl">
        Schedule a tournament
      </h1>
      <TournamentForm
        id={null}
        initial={initial}
        onSaved={(saved) => navigate(`${paths.tournaments}/${saved.id}`, { state: { created: true } })}
      />
    </section>
  );
}
