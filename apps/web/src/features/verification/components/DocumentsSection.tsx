import { DOCUMENT_TYPES, type DocumentType } from '@croupier/contract/rules/verification';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { SelectField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useDocuments } from '../api/get-documents.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { uploadErrorKey } from '../model/documents.ts';

/**
 * Documents (001 §2, §3, §8): the player's uploads with their review status, and an upload form
 * (document type and file). A 4xx shows the server's message; other failures the spec's keys.
 */
export function DocumentsSection({ playerUUID }: { playerUUID: string }) {
  const { t } = useTranslation();
  const upload = useUploadDocument(playerUUID);
  const documents = useDocuments(playerUUID);
  const [type, setType] = useState<DocumentType>('PASSPORT');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError('middleware.error.document.file.required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await upload.mutateAsync({ documentType: type, file });
      if (fileRef.current) fileRef.current.value = '';
      toastSuccess(t('profile.documents.uploaded'));
    } catch (failure) {
      const key = uploadErrorKey(failure);
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setError(key);
      else toastError(t(key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-lg">
        {t('profile.documents.title')}
      </h2>
      {documents.isPending ? (
        <Spinner />
      ) : documents.isError ? (
        <ErrorState onRetry={() => void documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <p className="text-muted text-sm">{t('profile.documents.empty')}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('profile.documents.title')}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('profile.documents.file')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('profile.documents.type')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('profile.documents.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.data.map((d) => (
              <tr key={d.uuid} className="border-line border-t">
                <td className="py-2 pe-2 break-all">{d.fileName}</td>
                <td className="py-2 pe-2">{t(`profile.documents.types.${d.documentType}`)}</td>
                <td className="py-2">
                  {t(`profile.documents.statuses.${d.status}`)}
                  {d.comment && <span className="block text-muted text-xs">{d.comment}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <SelectField
          label={t('profile.documents.type')}
          value={type}
          onChange={(e) => setType(e.target.value as DocumentType)}
          options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`profile.documents.types.${d}`) }))}
        />
        <FormField
          label={t('profile.documents.fileLabel')}
          hint={t('profile.documents.hint')}
          error={error ?? undefined}
          alert
        >
          {(control) => (
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              onChange={() => setError(null)}
              className="focus-ring text-sm"
              {...control}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {t('profile.documents.upload')}
          </Button>
        </div>
      </form>
    </section>
  );
}
