import type { Reward, RewardStatus } from '@croupier/contract';
import { OperatorPlayerParams, type RewardTemplate } from '@croupier/contract/rewards-operator';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { formatTime } from '../../../shared/format.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { playerRewardsQuery } from '../api/list-player-rewards.ts';
import { pageOf, REWARDS_PAGE_SIZE } from '../model/filter.ts';
import { CancelRewardCell } from './CancelRewardCell.tsx';

const STATUS_LABELS: Record<RewardStatus, string> = {
  PENDING: 'Waiting to be claimed',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};
const amount = (a: { amount: number; currency: string } | null) =>
  a ? `${a.amount.toFixed(2)} ${a.currency}` : '—';

const col = columnsOf<Reward>();
const columns = (playerUUID: string, nameOf: (r: Reward) => string, mayCancel: boolean) =>
  col.columns([
    col.display({ id: 'reward', header: 'Reward', cell: (c) => nameOf(c.row.original) }),
    col.accessor('status', { header: 'Status', cell: (c) => STATUS_LABELS[c.getValue()] }),
    col.accessor('grantedAmount', { header: 'Granted', cell: (c) => amount(c.getValue()) }),
    col.display({
      id: 'wagered',
      header: 'Wagered',
      cell: ({ row: { original: r } }) =>
        `${r.wagered.toFixed(2)} of ${r.wageringRequirement.toFixed(2)} ${r.currency}`,
    }),
    col.accessor('grantedAt', { header: 'Granted at', cell: (c) => formatTime(c.getValue()) }),
    ...(mayCancel
      ? [
          col.display({
            id: 'cancel',
            header: 'Actions',
            cell: ({ row: { original: r } }) => (
              <CancelRewardCell playerUUID={playerUUID} reward={r} name={nameOf(r)} />
            ),
          }),
        ]
      : []),
  ]);

/** One player's rewards, whatever their status, found by the player's id; pending and active ones can be cancelled. */
export function PlayerRewards({
  templates,
  mayCancel,
}: {
  templates: readonly RewardTemplate[];
  mayCancel: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [playerUUID, setPlayerUUID] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const list = useQuery({ ...playerRewardsQuery(playerUUID ?? ''), enabled: playerUUID !== null });
  const tableColumns = useMemo(() => {
    const names = new Map(templates.map((t) => [t.templateUUID, t.name]));
    return columns(playerUUID ?? '', (r) => names.get(r.data.templateUUID) ?? r.rewardUUID, mayCancel);
  }, [templates, playerUUID, mayCancel]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = OperatorPlayerParams.safeParse({ playerUUID: typed.trim() });
    setProblem(parsed.success ? undefined : 'Enter a player id, like 7d0c3c6e-1111-4222-8333-944445555666.');
    if (parsed.success) {
      setPlayerUUID(parsed.data.playerUUID.toLowerCase());
      setPage(0);
    }
  };
  const shown = pageOf(list.data?.content ?? [], () => true, page);
  return (
    <div className="space-y-3">
      <search>
        <form noValidate onSubmit={submit} className="flex items-end gap-3">
          <TextField
            label="Player id"
            className="w-96"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={problem}
          />
          <Button type="submit">Show rewards</Button>
        </form>
      </search>
      {list.isError && (
        <p role="alert" className="text-red-800">
          The player's rewards could not be loaded. {list.error.message}
        </p>
      )}
      {playerUUID && !list.isError && (
        <DataTable
          caption={`Rewards of ${playerUUID}`}
          columns={tableColumns}
          rows={shown.rows}
          rowId={(r) => r.rewardUUID}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={REWARDS_PAGE_SIZE}
          total={shown.total}
          onPageChange={setPage}
          loading={list.isFetching}
          empty="This player has no rewards."
        />
      )}
    </div>
  );
}
