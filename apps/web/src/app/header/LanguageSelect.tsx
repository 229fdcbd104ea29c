import { chooseLocale } from '@croupier/contract/rules/locale';
import { useTranslation } from 'react-i18next';
import { useBrand, useMarket } from '../../shared/brand/index.ts';
import { switchLocale } from '../../shared/i18n/index.ts';
import { cx } from '../../shared/lib/cx.ts';
import { toastError } from '../../shared/ui/toast.tsx';
import { LOCALE_STORAGE_KEY } from '../bootstrap.ts';

/** Each language in its own words; made once a code (building Intl.DisplayNames is slow). */
const names = new Map<string, string>();
function languageName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    names.set(code, name);
  }
  return name;
}

/** The language switch (000 §2): remembered in the browser, the brand's locales only. */
export function LanguageSelect({
  className,
  showLabel = false,
}: {
  className?: string;
  showLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const market = useMarket();
  const onLanguage = async (value: string) => {
    const locale = chooseLocale(
      brand.locales,
      { preferred: value, country: market.countryCode },
      brand.defaultLocale,
    );
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      await switchLocale(locale, { countryCode: market.countryCode });
    } catch {
      toastError(t('middleware.undefined'));
    }
  };
  return (
    <label className={cx('items-center gap-2 text-muted text-sm', className ?? 'flex')}>
      <span className={showLabel ? undefined : 'sr-only'}>{t('header.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void onLanguage(e.target.value)}
        className="focus-ring rounded-md border border-line bg-surface px-2 py-1.5 text-fg"
      >
        {brand.locales.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
