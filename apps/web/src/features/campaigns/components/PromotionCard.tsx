import type { Campaign } from '@croupier/contract/campaigns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { optLabelKey } from './use-opt-action.ts';

/** One promotion: its texts, the player's status, and the opt button (001 §4). */
export function PromotionCard({
  campaign: c,
  guest,
  busy,
  onAction,
  details = true,
}: {
  campaign: Campaign;
  guest: boolean;
  busy: boolean;
  onAction: () => void;
  details?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = `promotion-${c.CampainUUID}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      {c.image && <img src={c.image} alt="" className="h-40 w-full rounded-lg object-cover" />}
      <div className="flex flex-wrap items-center gap-2 text-muted text-xs">
        {!guest && (
          <span className="rounded-full border border-line px-2 py-0.5">
            {t(`promotions.status.${c.playerStatus}`)}
          </span>
        )}
        {c.state !== 'ACTIVE' && (
          <span className="rounded-full border border-line px-2 py-0.5">
            {t(`promotions.state.${c.state}`)}
          </span>
        )}
        {c.levels > 1 && !guest && <span>{t('promotions.level', { level: c.level, levels: c.levels })}</span>}
        {c.endDate && <span>{t('promotions.ends', { date: format.dateTime(c.endDate) })}</span>}
      </div>
      <h2 id={headingId} className="font-bold text-lg">
        {c.title}
      </h2>
      {c.description && <p className="text-muted text-sm">{c.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        {c.state === 'ACTIVE' && (
          <Button onClick={onAction} disabled={busy} aria-describedby={headingId}>
            {t(optLabelKey(c, guest))}
          </Button>
        )}
        {details && (
          <Link
            to={paths.promotion(c.CampainUUID)}
            className="focus-ring rounded-md text-primary text-sm underline"
            aria-describedby={headingId}
          >
            {t('promotions.details')}
          </Link>
        )}
      </div>
    </article>
  );
}
