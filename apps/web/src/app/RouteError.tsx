import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../shared/ui/Button.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Error boundary of every route: a 404 is the not-found page, anything else offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-2xl text-fg">{t('error.title')}</h1>
      <p className="text-muted">{t('error.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </div>
  );
}
