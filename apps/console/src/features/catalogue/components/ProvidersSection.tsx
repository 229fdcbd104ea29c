import type { CatalogueProvider } from '@croupier/contract/catalogue-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { PROVIDERS_PAGE_SIZE, providersQuery } from '../api/list-providers.ts';
import { useUpdateProvider } from '../api/update-provider.ts';

/** The game studios in the lobby's order; each is switched on or off here. */
export function ProvidersSection() {
  const [page, setPage] = useState(0);
  const providers = useQuery(providersQuery(page));
  const update = useUpdateProvider();

  const col = columnsOf<CatalogueProvider>();
  const columns = col.columns([
    col.accessor('name', { header: 'Studio' }),
    col.accessor('gamesCount', { header: 'Games' }),
    col.accessor('sortOrder', { header: 'Order' }),
    col.accessor('enabled', { header: 'State', cell: (c) => (c.getValue() ? 'Enabled' : 'Disabled') }),
    col.display({
      id: 'switch',
      header: 'Change',
      cell: (c) => {
        const p = c.row.original;
        return (
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({
                alias: p.alias,
                body: { name: p.name, enabled: !p.enabled, sortOrder: p.sortOrder },
              })
            }
          >
            {p.enabled ? 'Disable' : 'Enable'} {p.name}
          </Button>
        );
      },
    }),
  ]);

  return (
    <section aria-labelledby="studios-title" className="space-y-4">
      <h2 id="studios-title" className="font-semibold text-lg">
        Studios
      </h2>
      {(providers.isError || update.isError) && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(providers.error ?? update.error, 'The studios could not be loaded.')}
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
    </section>
  );
}
