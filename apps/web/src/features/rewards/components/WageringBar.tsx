import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/use-format.ts';

/**
 * What is wagered of what the reward asks (ADR 024): a progress bar named "Wagered X of Y", its
 * value and maximum in the reward's currency (major units).
 */
export function WageringBar({
  wagered,
  required,
  currency,
}: {
  wagered: number;
  required: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const now = Math.min(wagered, required);
  const label = t('profile.rewards.wagered', {
    wagered: money(now, currency),
    required: money(required, currency),
  });
  const percent = required > 0 ? (now / required) * 100 : 100;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-muted text-xs">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={now}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-hover"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
