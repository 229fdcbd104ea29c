import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl text-fg">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text')}</p>
      <Link
        to={paths.home}
        className="focus-ring rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast"
      >
        {t('notFound.home')}
      </Link>
    </div>
  );
}
