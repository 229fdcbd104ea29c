import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../shared/brand/index.ts';
import { openConsentSettings } from '../shared/consent/index.ts';
import { paths } from '../shared/paths.ts';

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const link = 'focus-ring rounded text-muted text-sm hover:text-fg';
  return (
    <footer className="mt-12 border-line border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.label')} className="flex flex-wrap gap-4">
          <Link to={paths.page('about-us')} className={link}>
            {t('footer.aboutUs')}
          </Link>
          <Link to={paths.page('privacy-policy')} className={link}>
            {t('footer.privacyPolicy')}
          </Link>
          <Link to={paths.page('general-terms-conditions')} className={link}>
            {t('footer.terms')}
          </Link>
          <Link to={paths.saferGambling} className={link}>
            {t('saferGambling.title')}
          </Link>
          {brand.features.callback && (
            <Link to={paths.callback} className={link}>
              {t('support.callbackLink')}
            </Link>
          )}
          <button type="button" className={link} onClick={openConsentSettings}>
            {t('footer.cookieSettings')}
          </button>
        </nav>
        <p className="text-muted text-xs">{t('footer.playResponsibly', { brand: brand.name })}</p>
      </div>
    </footer>
  );
}
