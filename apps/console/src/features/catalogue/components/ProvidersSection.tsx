import { type CatalogueProvider, catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { useCan } from '../../../shared/session/can.ts';
import { columnsOf, DataTable, type DataTableColumns } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { PROVIDERS_PAGE_SIZE, providersQuery } from '../api/list-providers.ts';
import { ProviderForm } from './ProviderForm.tsx';

const col = columnsOf<CatalogueProvider>();
const READ_COLUMNS: DataTableColumns<CatalogueProvider> = col.columns([
  col.accessor('name', { header: 'Studio' }),
  col.accessor('gamesCount', { header: 'Games' }),
  col.accessor('sortOrder', { header: 'Order' }),
  col.accessor('enabled', { header: 'State', cell: (c) => (c.getValue() ? 'Enabled' : 'Disabled') }),
]);

/**
 * The game studios in the lobby's order. An operator who may change them opens a studio's form
 * (name, order, state); the others only read the list.
 */
export function ProvidersSection() {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<CatalogueProvider | null>(null);
  const providers = useQuery(providersQuery(page));
  const mayWrite = useCan()(catalogueOperatorEndpoints.updateCatalogueProvider);

  const columns: DataTableColumns<CatalogueProvider> = mayWrite
    ? [
        ...READ_COLUMNS,
        col.display({
          id: 'edit',
          header: 'Edit',
          cell: (c) => (
            <Button variant="secondary" onClick={() => setEditing(c.row.original)}>
              Edit studio {c.row.original.name}
            </Button>
          ),
        }),
      ]
    : READ_COLUMNS;

  return (
    <section aria-labelledby="studios-title" className="space-y-4">
      <h2 id="studios-title" className="font-semibold text-lg">
        Studios
      </h2>
      {providers.isError && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(providers.error, 'The studios could not be loaded.')}
        </p>
      )}
      <DataTable
        caption="Studios"
        columns={columns}
        rows={providers.data?.content ?? []}
        rowId={(p) => p.alias}
        sort={null}
        onSortChange={() => {}}
        page={page}
        pageSize={PROVIDERS_PAGE_SIZE}
        total={providers.data?.totalElements ?? 0}
        onPageChange={setPage}
        loading={providers.isFetching}
        empty="No studios."
      />
      {mayWrite && editing && (
        <ProviderForm key={editing.alias} provider={editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}
