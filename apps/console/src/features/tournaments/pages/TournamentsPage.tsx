import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { tournamentsQuery } from '../api/list-tournaments.ts';
import { TournamentsTable } from '../components/TournamentsTable.tsx';

/** Every tournament of the brand, and the way to schedule a new one. */
export default function TournamentsPage() {
  const list = useQuery(tournamentsQuery);
  return (
    <section aria-labelledby="tournaments-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="tournaments-title" className="font-bold text-2xl">
          Tournaments
        </h1>
        <Link
          to={`${paths.tournaments}/new`}
          className="rounded bg-blue-800 px-4 py-2 font-semibold text-sm text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700 focus-visible:outline-offset-2"
        >
          New tournament
        </Link>
      </div>
      <p className="text-slate-700">
        Opted-in players score from their real-money rounds in the tournament's games; places are paid when it
        finishes. A cancelled tournament pays nothing and players no longer see it.
      </p>
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The tournaments could not be loaded. {list.error.message}
        </p>
      ) : (
        <TournamentsTable tournaments={list.data ?? []} loading={list.isFetching} />
      )}
    </section>
  );
}
