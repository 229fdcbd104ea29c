import { type VerificationDocument, verificationEndpoints } from '@croupier/contract/verification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReviewControls } from '../../../shared/documents/ReviewControls.tsx';
import { documentFileUrl, words } from '../../../shared/documents/review.ts';
import { documentsKey, documentsQuery, PLAYER_DOCUMENTS_CALL } from '../api/get-documents.ts';
import { problem, useCan, when } from '../model.ts';

const cell = 'px-3 py-1 text-left align-top';

function DocumentRow({ doc, uuid, reviews }: { doc: VerificationDocument; uuid: string; reviews: boolean }) {
  const [decided, setDecided] = useState('');
  return (
    <tr>
      <th scope="row" className={cell}>
        {words(doc.documentType)}
      </th>
      <td className={cell}>
        <a
          href={documentFileUrl(doc.uuid)}
          target="_blank"
          rel="noreferrer"
          className="text-blue-800 underline"
        >
          Open {doc.fileName}
        </a>
      </td>
      <td className={cell}>{words(doc.status)}</td>
      <td className={cell}>{doc.comment ?? '—'}</td>
      <td className={cell}>{when(doc.createdAt)}</td>
      {reviews && (
        <td className={cell}>
          {/* A document in another status is another decision: its controls start afresh. */}
          <ReviewControls key={doc.status} doc={doc} refresh={documentsKey(uuid)} onDecided={setDecided} />
          <p role="status" className="text-green-800 text-sm">
            {decided}
          </p>
        </td>
      )}
    </tr>
  );
}

/** The player's identity check and documents; compliance and the admin decide them here as in the queue. */
export function DocumentsPanel({ uuid }: { uuid: string }) {
  const can = useCan();
  const { data, error } = useQuery({ ...documentsQuery(uuid), enabled: can(PLAYER_DOCUMENTS_CALL) });
  if (!can(PLAYER_DOCUMENTS_CALL)) return null;
  const reviews = can(verificationEndpoints.reviewDocument);
  const body = () => {
    if (error) return <p role="alert">{problem(error)}</p>;
    if (!data) return <p role="status">Loading documents…</p>;
    const identity = data.identity;
    return (
      <>
        <p>
          Identity check:{' '}
          {identity
            ? `${words(identity.status)} (last check ${words(identity.sessionStatus).toLowerCase()}, ${when(identity.updatedAt)})`
            : 'never started'}
        </p>
        {data.documents.length === 0 ? (
          <p>No documents uploaded.</p>
        ) : (
          <table className="text-sm">
            <caption className="sr-only">Documents</caption>
            <thead>
              <tr>
                {['Type', 'File', 'Status', 'Comment', 'Uploaded', ...(reviews ? ['Decision'] : [])].map(
                  (h) => (
                    <th key={h} scope="col" className={cell}>
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.documents.map((doc) => (
                <DocumentRow key={doc.uuid} doc={doc} uuid={uuid} reviews={reviews} />
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  };
  return (
    <section aria-labelledby="documents-title" className="space-y-3">
      <h2 id="documents-title" className="font-semibold text-xl">
        Verification and documents
      </h2>
      <div className="space-y-2 rounded border border-slate-200 bg-white p-4">{body()}</div>
    </section>
  );
}
