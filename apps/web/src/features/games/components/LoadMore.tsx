import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';

export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      <p className="text-muted text-sm" aria-live="polite">
        {t('games.shownOfTotal', { shown, total })}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? t('common.loading') : t('games.loadMore')}
        </Button>
      )}
    </div>
  );
}
