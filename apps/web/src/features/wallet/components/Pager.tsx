import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';

/** Previous and next page of a list (pages are 0-based on the wire). */
export function Pager({
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
