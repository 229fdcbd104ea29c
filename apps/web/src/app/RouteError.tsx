import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/Button.tsx';

/** What a page that failed to render (or whose code failed to load) shows: reloading fetches it anew. */
export function RouteError(_props: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-2xl text-fg">{t('error.title')}</h1>
      <p className="text-muted">{t('error.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}
