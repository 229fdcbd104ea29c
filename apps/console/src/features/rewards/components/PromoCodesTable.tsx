import {
  PROMO_CODE_STATES,
  type PromoCodeRecord,
  type RewardTemplate,
} from '@croupier/contract/rewards-operator';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatTime } from '../../../shared/format.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { StatusFilter } from '../../../shared/ui/StatusFilter.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { promoCodesQuery } from '../api/list-promo-codes.ts';
import { REWARDS_PAGE_SIZE } from '../model/filter.ts';

/** The state filter's choices: both, or the enabled or the disabled codes. */
const STATES = ['all', ...PROMO_CODE_STATES] as const;
type StateChoice = (typeof STATES)[number];
const STATE_LABELS: Record<StateChoice, string> = { all: 'Any', enabled: 'Enabled', disabled: 'Disabled' };

const col = columnsOf<PromoCodeRecord>();
const columns = (templateName: (uuid: string) => string, onEdit: ((p: PromoCodeRecord) => void) | null) =>
  col.columns([
    col.accessor('code', { header: 'Code' }),
    col.accessor('templateUUID', { header: 'Reward', cell: (c) => templateName(c.getValue()) }),
    col.display({
      id: 'uses',
      header: 'Used / limit',
      cell: ({ row: { original: p } }) =>
        `${p.uses} / ${p.maxUses ?? 'no limit'} (${p.maxUsesPerPlayer} per player)`,
    }),
    col.display({
      id: 'dates',
      header: 'Valid (UTC)',
      cell: ({ row: { original: p } }) =>
        p.startsAt || p.endsAt ? `${formatTime(p.startsAt)} – ${formatTime(p.endsAt)}` : 'Always',
    }),
    col.display({
      id: 'where',
      header: 'Countries · currencies',
      cell: ({ row: { original: p } }) =>
        `${p.countries.join(', ') || 'every country'} · ${p.currencies.join(', ') || 'every currency'}`,
    }),
    col.accessor('enabled', { header: 'Status', cell: (c) => (c.getValue() ? 'Enabled' : 'Disabled') }),
    ...(onEdit
      ? [
          col.display({
            id: 'edit',
            header: 'Actions',
            cell: ({ row: { original: p } }) => (
              <Button variant="secondary" onClick={() => onEdit(p)} aria-label={`Edit ${p.code}`}>
                Edit
              </Button>
            ),
          }),
        ]
      : []),
  ]);

/** The promo codes with their limits, dates and uses so far; filtered and paged by the platform. */
export function PromoCodesTable({
  templates,
  onEdit,
}: {
  templates: readonly RewardTemplate[];
  onEdit: ((p: PromoCodeRecord) => void) | null;
}) {
  const [typed, setTyped] = useState('');
  const [choice, setChoice] = useState<StateChoice>('all');
  const [page, setPage] = useState(0);
  const text = useDeferredValue(typed.trim());
  const list = useQuery(promoCodesQuery({ text, state: choice === 'all' ? null : choice }, page));
  const tableColumns = useMemo(() => {
    const names = new Map(templates.map((t) => [t.templateUUID, t.name]));
    return columns((uuid) => names.get(uuid) ?? uuid, onEdit);
  }, [templates, onEdit]);
  if (list.isError)
    return (
      <p role="alert" className="text-red-800">
        The promo codes could not be loaded. {list.error.message}
      </p>
    );
  return (
    <div className="space-y-3">
      <search className="flex flex-wrap items-end gap-3">
        <TextField
          label="Code contains"
          type="search"
          value={typed}
          maxLength={32}
          className="max-w-xs"
          onChange={(e) => {
            setTyped(e.target.value);
            setPage(0);
          }}
        />
        <StatusFilter
          value={choice}
          statuses={STATES}
          label={(s) => STATE_LABELS[s]}
          onChange={(next) => {
            setChoice(next);
            setPage(0);
          }}
        />
      </search>
      <DataTable
        caption="Promo codes"
        columns={tableColumns}
        rows={list.data?.content ?? []}
        rowId={(p) => p.code}
        sort={null}
        onSortChange={() => undefined}
        page={page}
        pageSize={REWARDS_PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPageChange={setPage}
        loading={list.isFetching}
        empty="No promo codes here."
      />
    </div>
  );
}
