import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

/** Previous and next page of a list (pages are 0-based on the wire). */
function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('history.pages')} className="flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <span>{t('history.page', { page: page + 1, total: totalPages })}</span>
      <Button variant="secondary" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </nav>
  );
}

/** A page of the history: the given columns and an unlabelled actions column, then the pager. */
export function HistoryTable({
  columns,
  page,
  totalPages,
  onPage,
  children,
}: {
  columns: readonly string[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {/* Cells keep a gap between columns (on a phone the headings ran together), and a table wider
          than the screen scrolls sideways instead of squeezing its words into each other. */}
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm [&_td:first-child]:ps-0 [&_td]:px-2 [&_th:first-child]:ps-0 [&_th]:whitespace-nowrap [&_th]:px-2">
          <thead className="text-muted">
            <tr>
              {columns.map((label) => (
                <th key={label} className="py-2">
                  {label}
                </th>
              ))}
              <th>
                <span className="sr-only">{t('history.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}
