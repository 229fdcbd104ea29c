import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';

/** Previous and next page of a paged list, with "Page n of m". */
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
    <div className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('tournaments.previous')}
      </Button>
      <span className="text-muted text-sm">
        {t('tournaments.page', { page: page + 1, total: totalPages })}
      </span>
      <Button variant="secondary" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        {t('tournaments.next')}
      </Button>
    </div>
  );
}
