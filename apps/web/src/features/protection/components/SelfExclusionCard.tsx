import { SelfExclusionPeriod } from '@croupier/contract/protection-breaks';
import { useTranslation } from 'react-i18next';
import { BreakForm } from './BreakForm.tsx';

/** "Self-exclusion" (docs/decisions/045): 6 months, 1 year, 5 years or permanently. */
export function SelfExclusionCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="self-exclusion-heading"
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h2 id="self-exclusion-heading" className="font-semibold text-xl">
        {t('breaks.SELF_EXCLUSION.title')}
      </h2>
      <p className="text-muted text-sm">{t('breaks.SELF_EXCLUSION.intro')}</p>
      <BreakForm kind="SELF_EXCLUSION" periods={SelfExclusionPeriod.options} />
    </section>
  );
}
