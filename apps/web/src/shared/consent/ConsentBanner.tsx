import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { consent, removeShellBanner, setConsent } from './index.ts';

/**
 * The cookie-consent banner (ADR 029): a non-modal region at the bottom of the page, so the page
 * stays usable; nothing optional runs until a choice is made. Loaded lazily, after first paint.
 */
export default function ConsentBanner({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const saved = consent();
  const [analytics, setAnalytics] = useState(saved?.analytics ?? false);
  const [marketing, setMarketing] = useState(saved?.marketing ?? false);
  const [details, setDetails] = useState(saved !== null);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // Replaces the shell's copy in the same frame: the same banner, now live (ADR 036).
  useLayoutEffect(removeShellBanner, []);
  useEffect(() => {
    if (saved) ref.current?.focus();
  }, [saved]);
  const choose = (c: { analytics: boolean; marketing: boolean }) => {
    setConsent(c);
    onDone();
  };
  const box = 'flex items-start gap-2 text-sm';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-(--bottom-bar) z-40 border-line border-t bg-surface p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3">
        <h2 id={headingId} className="font-semibold text-fg">
          {t('consent.title')}
        </h2>
        <p className="text-muted text-sm">{t('consent.text')}</p>
        {details && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('consent.categories')}</legend>
            <label className={box}>
              <input type="checkbox" checked disabled />
              <span>{t('consent.necessary')}</span>
            </label>
            <label className={box}>
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
              <span>{t('consent.analytics')}</span>
            </label>
            <label className={box}>
              <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
              <span>{t('consent.marketing')}</span>
            </label>
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => choose({ analytics: true, marketing: true })}>
            {t('consent.acceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => choose({ analytics: false, marketing: false })}>
            {t('consent.necessaryOnly')}
          </Button>
          {details ? (
            <Button variant="secondary" onClick={() => choose({ analytics, marketing })}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDetails(true)}>
              {t('consent.customise')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
