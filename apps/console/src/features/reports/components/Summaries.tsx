import type { DailyFigures } from '@croupier/contract/reports';
import type { ReactNode } from 'react';
import { formatAmount } from '../model/amounts.ts';

function Figures({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([term, value]) => (
        <div key={term} className="rounded border border-slate-200 bg-white p-3">
          <dt className="text-slate-600 text-sm">{term}</dt>
          <dd className="font-semibold text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The period's totals in the report's currency. */
export function PeriodTotals({ totals }: { totals: DailyFigures }) {
  return (
    <Figures
      label={`Period totals (${totals.currency})`}
      items={[
        ['Registrations', totals.registrations],
        ['First deposits', totals.firstDepositCount],
        ['Deposits', formatAmount(totals.depositAmount)],
        ['Withdrawals', formatAmount(totals.withdrawalAmount)],
        ['Stakes', formatAmount(totals.stakes)],
        ['Wins', formatAmount(totals.wins)],
        ['GGR', formatAmount(totals.ggr)],
        ['Bonus cost', formatAmount(totals.bonusCost)],
        ['NGR', formatAmount(totals.ngr)],
        ['Active players', totals.activePlayers],
      ]}
    />
  );
}

export interface FunnelFigures {
  visitors: number;
  registered: number;
  firstDeposit: number;
  conversion: number;
}

/** The registration → first deposit funnel of the period (every currency). */
export function FunnelSummary({ funnel }: { funnel: FunnelFigures }) {
  return (
    <Figures
      label="Funnel figures"
      items={[
        ['Visitors', funnel.visitors],
        ['Registered', funnel.registered],
        ['Made a first deposit', funnel.firstDeposit],
        ['Conversion', `${(funnel.conversion * 100).toFixed(1)} %`],
      ]}
    />
  );
}
