import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

/** A failed load, with a way to try again. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-8 text-center"
    >
      <p className="text-fg">{t('common.loadFailed')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
