import type { RewardKind } from '@croupier/contract';
import type { RewardTemplate } from '@croupier/contract/rewards-operator';
import { REWARD_KINDS } from '@croupier/contract/rules/rewards';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { templatesQuery } from '../api/list-templates.ts';
import { matches, pageOf, REWARDS_PAGE_SIZE } from '../model/filter.ts';
import { formatPairs } from '../model/pairs.ts';
import { KIND_LABELS } from '../model/template-form.ts';

const col = columnsOf<RewardTemplate>();
const columns = (onEdit: ((t: RewardTemplate) => void) | null) =>
  col.columns([
    col.accessor('name', { header: 'Name' }),
    col.accessor('kind', { header: 'Kind', cell: (c) => KIND_LABELS[c.getValue()] }),
    col.accessor('amounts', { header: 'Amounts', cell: (c) => formatPairs(c.getValue()) || '—' }),
    col.display({
      id: 'wagering',
      header: 'Wagering',
      cell: ({ row: { original: t } }) => (
        <span>
          ×{t.wageringMultiplier} · default {t.defaultContribution}%
          {Object.keys(t.contributions).length > 0 && (
            <span className="block text-slate-700">
              {Object.entries(t.contributions)
                .map(([category, percent]) => `${category} ${percent}%`)
                .join(', ')}
            </span>
          )}
        </span>
      ),
    }),
    col.display({
      id: 'days',
      header: 'Claim / wager',
      cell: ({ row: { original: t } }) => `${t.claimDays} d / ${t.validDays} d`,
    }),
    col.accessor('enabled', { header: 'Status', cell: (c) => (c.getValue() ? 'Enabled' : 'Disabled') }),
    ...(onEdit
      ? [
          col.display({
            id: 'edit',
            header: 'Actions',
            cell: ({ row: { original: t } }) => (
              <Button variant="secondary" onClick={() => onEdit(t)} aria-label={`Edit ${t.name}`}>
                Edit
              </Button>
            ),
          }),
        ]
      : []),
  ]);

type KindFilter = RewardKind | 'ALL';
const KIND_OPTIONS = [
  { value: 'ALL', label: 'Every kind' },
  ...REWARD_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
];

/**
 * The reward templates, filtered by kind and name and paged in the browser: the platform answers
 * every template at once. `onEdit` (null without the right to write) opens one in the form.
 */
export function TemplatesTable({ onEdit }: { onEdit: ((t: RewardTemplate) => void) | null }) {
  const list = useQuery(templatesQuery);
  const [kind, setKind] = useState<KindFilter>('ALL');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const tableColumns = useMemo(() => columns(onEdit), [onEdit]);
  const shown = pageOf(
    list.data ?? [],
    (t) => (kind === 'ALL' || t.kind === kind) && matches(typed, t.name, t.content.en?.title ?? ''),
    page,
  );
  if (list.isError)
    return (
      <p role="alert" className="text-red-800">
        The templates could not be loaded. {list.error.message}
      </p>
    );
  return (
    <div className="space-y-3">
      <search className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Filter by kind"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as KindFilter);
            setPage(0);
          }}
        />
        <TextField
          label="Name or title contains"
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setPage(0);
          }}
        />
      </search>
      <DataTable
        caption="Reward templates"
        columns={tableColumns}
        rows={shown.rows}
        rowId={(t) => t.templateUUID}
        sort={null}
        onSortChange={() => undefined}
        page={page}
        pageSize={REWARDS_PAGE_SIZE}
        total={shown.total}
        onPageChange={setPage}
        loading={list.isFetching}
        empty="No templates here."
      />
    </div>
  );
}
