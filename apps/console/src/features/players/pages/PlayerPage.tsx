import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { playerQuery } from '../api/get-player.ts';
import { DocumentsPanel } from '../components/DocumentsPanel.tsx';
import { PlayerActions } from '../components/PlayerActions.tsx';
import { PlayerLists } from '../components/PlayerLists.tsx';
import { ProtectionPanel } from '../components/ProtectionPanel.tsx';
import { money, problem, when } from '../model.ts';

/** One player: profile, balances, status, the actions the operator's roles allow, and their lists. */
export default function PlayerPage() {
  const uuid = useParams().playerUuid ?? '';
  const player = useQuery(playerQuery(uuid));
  if (player.error) {
    return (
      <section className="space-y-3">
        <h1 className="font-bold text-2xl">Player</h1>
        <p role="alert" className="text-red-800">
          {problem(player.error)}
        </p>
        <Link to={paths.players} className="text-blue-800 underline">
          Back to players
        </Link>
      </section>
    );
  }
  if (!player.data) {
    return (
      <p role="status" className="text-slate-600">
        Loading player…
      </p>
    );
  }
  const { profile, balances, status } = player.data;
  const name =
    [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email || profile.uuid;
  const facts: [string, string][] = [
    ['Player id', profile.uuid],
    [
      'E-mail',
      `${profile.email ?? '—'}${profile.email ? (profile.emailVerified ? ' (verified)' : ' (not verified)') : ''}`,
    ],
    [
      'Phone',
      `${profile.phone ?? '—'}${profile.phone ? (profile.phoneNumberVerified ? ' (verified)' : ' (not verified)') : ''}`,
    ],
    ['Username', profile.username ?? '—'],
    ['Country', profile.country],
    ['Language', profile.languageCode],
    ['Birth date', profile.birthDate ?? '—'],
    ['Address', [profile.address, profile.city].filter(Boolean).join(', ') || '—'],
    ['Registered', when(profile.createdAt)],
  ];
  return (
    <article aria-labelledby="player-title" className="space-y-6">
      <header className="space-y-2">
        <Link to={paths.players} className="text-blue-800 text-sm underline">
          Back to players
        </Link>
        <h1 id="player-title" className="font-bold text-2xl">
          {name}
        </h1>
        <ul aria-label="Status" className="flex flex-wrap gap-2 text-sm">
          <li className="rounded bg-slate-200 px-2 py-1">
            {status.lock ? `Locked by ${status.lock.by}: ${status.lock.reason}` : 'Active'}
          </li>
          {status.selfRestrictedPermanent && (
            <li className="rounded bg-amber-100 px-2 py-1">Self-excluded</li>
          )}
          {status.selfRestrictedUntil && (
            <li className="rounded bg-amber-100 px-2 py-1">
              Self-restricted until {when(status.selfRestrictedUntil)}
            </li>
          )}
        </ul>
      </header>
      <section aria-labelledby="balances-title">
        <h2 id="balances-title" className="font-semibold text-xl">
          Balances
        </h2>
        <table className="mt-2 text-sm">
          <caption className="sr-only">Balances</caption>
          <thead>
            <tr>
              {['Currency', 'Real', 'Bonus', 'Withdrawable'].map((h) => (
                <th key={h} scope="col" className="px-3 py-1 text-left">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {balances.map((b) => (
              <tr key={b.currency}>
                <th scope="row" className="px-3 py-1 text-left">
                  {b.currency}
                </th>
                <td className="px-3 py-1">{money(b.real, b.currency)}</td>
                <td className="px-3 py-1">{money(b.bonus, b.currency)}</td>
                <td className="px-3 py-1">{money(b.withdrawable, b.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title" className="font-semibold text-xl">
          Profile
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PlayerActions player={player.data} />
      <ProtectionPanel uuid={uuid} />
      <DocumentsPanel uuid={uuid} />
      <PlayerLists uuid={uuid} />
    </article>
  );
}
