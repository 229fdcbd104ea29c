import { useTranslation } from 'react-i18next';
import { useBrandProtection } from '../../../shared/protection/brand-protection.ts';
import { BreakForm } from './BreakForm.tsx';

/** "Self-exclusion" (docs/decisions/045): 6 months, 1 year, 5 years or permanently, of those the brand offers. */
export function SelfExclusionCard() {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  return (
    <section
      aria-labelledby="self-exclusion-heading"
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h2 id="self-exclusion-heading" className="font-semibold text-xl">
        {t('breaks.SELF_EXCLUSION.title')}
      </h2>
      <p className="text-muted text-sm">{t('breaks.SELF_EXCLUSION.intro')}</p>
      <BreakForm kind="SELF_EXCLUSION" periods={brand.selfExclusionPeriods} />
    </section>
  );
}
