import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

/** The heading of a page under `/profile`: the way back to the profile, then the page's title. */
export function ProfileHeading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('profile.breadcrumb')} className="text-muted text-sm">
        <Link to={paths.profile} className="focus-ring rounded underline-offset-2 hover:underline">
          {t('profile.title')}
        </Link>
      </nav>
      <h1 className="font-bold text-2xl">{title}</h1>
    </>
  );
}
