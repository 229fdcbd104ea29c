import {
  LimitKind as Kinds,
  type LimitKind,
  LimitPeriod as Periods,
  type PlayerLimits,
} from '@croupier/contract/protection';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { useBrandProtection, useCoolingOffText } from '../../../shared/protection/brand-protection.ts';
import { playerLimitsQuery } from '../../../shared/protection/get-player-limits.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { WalletPage } from '../../../shared/wallet/WalletPage.tsx';
import { ActivityStatement } from '../components/ActivityStatement.tsx';
import { BreakCard } from '../components/BreakCard.tsx';
import { LimitCard } from '../components/LimitCard.tsx';
import { SessionSettings } from '../components/SessionSettings.tsx';

/**
 * `/profile/safer-gambling` (docs/decisions/042-deposit-limits.md, 043-loss-and-wager-limits.md,
 * 044, 045): deposit, loss and wager limits, each kind with what it does and its three windows (the
 * limit, what is used and left, a change waiting and the form); reality checks, the daily time
 * limit and the yearly statement; then taking a break and self-exclusion. Only the tools and
 * periods the brand offers (046), and the limits a player already has, whatever the brand offers now.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  return (
    <WalletPage path={paths.saferGambling} title={t('saferGambling.title')}>
      {(uuid) => (
        <div className="flex flex-col gap-8">
          <LimitRules uuid={uuid} />
          {Kinds.options.map((kind) => (
            <Limits key={kind} uuid={uuid} kind={kind} />
          ))}
          <SessionSettings uuid={uuid} />
          <ActivityStatement uuid={uuid} />
          {brand.tools.includes('TIME_OUT') && <BreakCard kind="TIME_OUT" />}
          {brand.tools.includes('SELF_EXCLUSION') && <BreakCard kind="SELF_EXCLUSION" />}
        </div>
      )}
    </WalletPage>
  );
}

/**
 * The windows shown for a kind of limit: those the brand offers while the kind is on, and any the
 * player has a limit in (it stays in force and may be lowered or removed).
 */
function shownPeriods(
  kind: LimitKind,
  brand: ReturnType<typeof useBrandProtection>,
  limits: PlayerLimits | undefined,
) {
  const offered = brand.tools.includes(kind) ? brand.limitPeriods : [];
  const held = new Set(limits?.limits.filter((l) => l.kind === kind).map((l) => l.period));
  return Periods.options.filter((p) => offered.includes(p) || held.has(p));
}

/** What every limit shares: rolling windows, and how a change applies. */
function LimitRules({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  const limits = useQuery(playerLimitsQuery(uuid));
  const wait = useCoolingOffText(limits.data?.coolingOffHours);
  if (Kinds.options.every((kind) => shownPeriods(kind, brand, limits.data).length === 0)) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t('saferGambling.explain.rolling')}</p>
      <p>{t('saferGambling.explain.changes', { wait })}</p>
    </div>
  );
}

/** One kind of limit: what it does, and a card per window. */
export function Limits({ uuid, kind }: { uuid: string; kind: LimitKind }) {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  const limits = useQuery(playerLimitsQuery(uuid));
  const periods = shownPeriods(kind, brand, limits.data);
  const headingId = `${kind.toLowerCase()}-limits-heading`;
  if (periods.length === 0 && (limits.data || !brand.tools.includes(kind))) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t(`saferGambling.kinds.${kind}.heading`)}
      </h2>
      <p className="text-muted text-sm">{t(`saferGambling.kinds.${kind}.what`)}</p>
      {limits.isError ? (
        <ErrorState onRetry={() => void limits.refetch()} />
      ) : !limits.data ? (
        <Spinner />
      ) : (
        periods.map((period) => (
          <LimitCard
            key={period}
            uuid={uuid}
            kind={kind}
            period={period}
            currency={limits.data.currency}
            limit={limits.data.limits.find((l) => l.kind === kind && l.period === period) ?? null}
          />
        ))
      )}
    </section>
  );
}
