import type { Bet } from '@croupier/contract/bets';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { HistoryTable } from '../../../shared/ui/HistoryTable.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { type BetFilter, betActivityQuery } from '../api/get-bet-activity.ts';
import { betDetailQuery } from '../api/get-bet-detail.ts';

/** A games bet's game: its name; the slug only for a game the catalogue no longer lists. */
const gameOf = (b: Bet, t: TFunction): string => b.gameName ?? b.gameSlug ?? t(`history.betKind.${b.kind}`);

/** The BETS tab (001 §7 game-info-activity, 100 a page); each bet opens its details. */
export function BetList({
  uuid,
  filter,
  onPage,
}: {
  uuid: string;
  filter: BetFilter;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat();
  const modals = useModals();
  const bets = useQuery(betActivityQuery(uuid, filter));
  // 001 §8: a failed bet history is a 'middleware.undefined' toast (the list offers a retry).
  useEffect(() => {
    if (bets.isError) toastError(t('middleware.undefined'));
  }, [bets.isError, t]);
  if (bets.isError) return <ErrorState onRetry={() => void bets.refetch()} />;
  if (!bets.data) return <Spinner />;
  const { content, totalPages } = bets.data;
  if (content.length === 0) return <p className="text-muted">{t('history.noBets')}</p>;
  return (
    <HistoryTable
      columns={[
        t('history.columns.date'),
        t('history.columns.game'),
        t('history.columns.stake'),
        t('history.columns.win'),
      ]}
      page={filter.page}
      totalPages={totalPages}
      onPage={onPage}
    >
      {content.map((b) => (
        <tr key={`${b.kind}-${b.id}`} className="border-line border-t">
          <td className="py-2">{dateTime(b.createdAt)}</td>
          <td>{b.sports ? <SportsSummary bet={b} /> : gameOf(b, t)}</td>
          <td>{money(b.amount, b.currency)}</td>
          <td>{money(b.winAmount, b.currency)}</td>
          <td className="text-end">
            <Button
              variant="ghost"
              onClick={() =>
                modals.open({
                  title: t('history.betDetails'),
                  render: () => <BetDetails uuid={uuid} kind={b.kind} id={b.id} />,
                })
              }
            >
              {t('history.details')}
            </Button>
          </td>
        </tr>
      ))}
    </HistoryTable>
  );
}

/** `GET /bet-activity/{games|sports}/{id}`: one bet of the player. */
function BetDetails({ uuid, kind, id }: { uuid: string; kind: 'games' | 'sports'; id: string }) {
  const { t } = useTranslation();
  const { money, dateTime, decimal } = useFormat();
  const bet = useQuery(betDetailQuery(uuid, kind, id));
  if (bet.isError) return <ErrorState onRetry={() => void bet.refetch()} />;
  if (!bet.data) return <Spinner />;
  const b = bet.data;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">{t('history.columns.date')}</dt>
      <dd>{dateTime(b.createdAt)}</dd>
      <dt className="text-muted">{t('history.columns.game')}</dt>
      <dd>{b.sports ? t(`history.sports.${b.sports.type}`) : gameOf(b, t)}</dd>
      {b.sports && (
        <>
          <dt className="text-muted">{t('history.sports.odds')}</dt>
          <dd>{decimal(b.sports.odds / 100, 2)}</dd>
          <dt className="text-muted">{t('history.sports.selections')}</dt>
          <dd>
            <ul className="flex flex-col gap-1">
              {b.sports.selections.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a slip's selections keep their order
                <li key={i}>
                  {s.event} · {s.market}: <strong>{s.selection}</strong> @ {decimal(s.odds / 100, 2)}
                  {s.live && ` (${t('history.sports.live')})`} —{' '}
                  {t(`history.sports.result.${s.result ?? 'pending'}`)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      <dt className="text-muted">{t('history.columns.stake')}</dt>
      <dd>{money(b.amount, b.currency)}</dd>
      <dt className="text-muted">{t('history.columns.win')}</dt>
      <dd>{money(b.winAmount, b.currency)}</dd>
      <dt className="text-muted">{t('history.columns.status')}</dt>
      <dd>{t(`history.betStatus.${b.status}`)}</dd>
      {b.roundId && (
        <>
          <dt className="text-muted">{t('history.round')}</dt>
          <dd>{b.roundId}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * A sports bet in the list: its type and outcome, then each selection with its event and market
 * ("Red Lions v Blue Owls · Match result: Red Lions"), so a row says what was backed (ADR 027).
 */
function SportsSummary({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  if (!bet.sports) return null;
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span>
        {t('history.betKind.sports')} · {t(`history.sports.${bet.sports.type}`)} ·{' '}
        {t(`history.betStatus.${bet.status}`)}
      </span>
      {bet.sports.selections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slip's selections keep their order
        <span key={i} className="break-words text-muted text-xs">
          {s.event} · {s.market}: <strong className="text-fg">{s.selection}</strong>
        </span>
      ))}
    </span>
  );
}
