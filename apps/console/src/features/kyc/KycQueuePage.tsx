import { DOCUMENT_STATUSES, type DocumentStatus, type QueuedDocument } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ReviewControls } from '../../shared/documents/ReviewControls.tsx';
import { documentFileUrl, words as label } from '../../shared/documents/review.ts';
import { columnsOf, DataTable } from '../../shared/table/DataTable.tsx';
import { StatusFilter } from '../../shared/ui/StatusFilter.tsx';
import { documentKeys, documentQueueQuery, PAGE_SIZE } from './api.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' });

/** An image inline; a PDF opens in a tab of its own (the file is served inline, sandboxed). */
function Preview({ doc }: { doc: QueuedDocument }) {
  const url = documentFileUrl(doc.uuid);
  return (
    <div className="flex flex-col gap-1">
      {doc.mimeType.startsWith('image/') && (
        <img
          src={url}
          alt={`${label(doc.documentType)}: ${doc.fileName}`}
          className="max-h-40 max-w-56 border"
        />
      )}
      <a href={url} target="_blank" rel="noreferrer" className="text-blue-800 underline">
        Open {doc.fileName}
      </a>
    </div>
  );
}

const col = columnsOf<QueuedDocument>();
const columnsWith = (onDecided: (message: string) => void) =>
  col.columns([
    col.accessor('createdAt', { header: 'Uploaded (UTC)', cell: (c) => when(c.getValue()) }),
    col.accessor('playerUuid', { header: 'Player' }),
    col.accessor('documentType', { header: 'Type', cell: (c) => label(c.getValue()) }),
    col.display({ id: 'preview', header: 'Document', cell: (c) => <Preview doc={c.row.original} /> }),
    col.display({
      id: 'review',
      header: 'Decision',
      // A document in another status is another decision: its controls start afresh.
      cell: (c) => (
        <ReviewControls
          key={c.row.original.status}
          doc={c.row.original}
          refresh={documentKeys.all}
          onDecided={onDecided}
        />
      ),
    }),
  ]);

/** The players' documents by status, oldest first (docs/decisions/050-documents-queue.md). */
export default function KycQueuePage() {
  const [status, setStatus] = useState<DocumentStatus>('WAITING_REVIEW');
  const [page, setPage] = useState(0);
  const list = useQuery(documentQueueQuery(status, page));
  const [decided, setDecided] = useState('');
  const columns = useMemo(() => columnsWith(setDecided), []);
  return (
    <section aria-labelledby="kyc-title" className="flex flex-col gap-4">
      <h1 id="kyc-title" className="font-bold text-2xl">
        KYC queue
      </h1>
      <p role="status" className="min-h-6 text-green-900">
        {decided}
      </p>
      <StatusFilter
        value={status}
        statuses={DOCUMENT_STATUSES}
        label={label}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The documents could not be loaded. {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={`Documents: ${label(status).toLowerCase()}`}
          columns={columns}
          rows={list.data?.content ?? []}
          rowId={(d) => d.uuid}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.totalElements ?? 0}
          onPageChange={setPage}
          loading={list.isFetching}
          empty="No documents here."
        />
      )}
    </section>
  );
}
