import { useTranslation } from 'react-i18next';
import { useBrandProtection } from '../../../shared/protection/brand-protection.ts';
import { BreakForm } from './BreakForm.tsx';

/** "Take a break" (docs/decisions/045): a time-out of 24 hours, 7 days, 30 days or 6 weeks, of those the brand offers. */
export function TakeABreakCard() {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  return (
    <section
      aria-labelledby="take-a-break-heading"
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h2 id="take-a-break-heading" className="font-semibold text-xl">
        {t('breaks.TIME_OUT.title')}
      </h2>
      <p className="text-muted text-sm">{t('breaks.TIME_OUT.intro')}</p>
      <BreakForm kind="TIME_OUT" periods={brand.timeOutPeriods} />
    </section>
  );
}
