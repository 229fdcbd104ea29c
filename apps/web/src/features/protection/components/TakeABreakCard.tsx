import { TimeOutPeriod } from '@croupier/contract/protection-breaks';
import { useTranslation } from 'react-i18next';
import { BreakForm } from './BreakForm.tsx';

/** "Take a break" (docs/decisions/045): a time-out of 24 hours, 7 days, 30 days or 6 weeks. */
export function TakeABreakCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="take-a-break-heading"
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h2 id="take-a-break-heading" className="font-semibold text-xl">
        {t('breaks.TIME_OUT.title')}
      </h2>
      <p className="text-muted text-sm">{t('breaks.TIME_OUT.intro')}</p>
      <BreakForm kind="TIME_OUT" periods={TimeOutPeriod.options} />
    </section>
  );
}
