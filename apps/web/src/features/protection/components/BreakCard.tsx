import type { BreakKind } from '@croupier/contract/protection-breaks';
import { useTranslation } from 'react-i18next';
import { useBrandProtection } from '../../../shared/protection/brand-protection.ts';
import { BreakForm } from './BreakForm.tsx';

/**
 * "Take a break" (a time-out: 24 hours, 7 days, 30 days or 6 weeks) or "Self-exclusion" (6 months,
 * 1 year, 5 years or permanently), of the lengths the brand offers (docs/decisions/045).
 */
export function BreakCard({ kind }: { kind: BreakKind }) {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  const headingId = `${kind.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t(`breaks.${kind}.title`)}
      </h2>
      <p className="text-muted text-sm">{t(`breaks.${kind}.intro`)}</p>
      <BreakForm
        kind={kind}
        periods={kind === 'TIME_OUT' ? brand.timeOutPeriods : brand.selfExclusionPeriods}
      />
    </section>
  );
}
