import type { ReportDays, ReportPeriod } from '../model/period.ts';

/** The reports' query keys, under one root. */
export const reportsKeys = {
  all: ['reports'] as const,
  daily: (days: ReportDays) => [...reportsKeys.all, 'daily', days] as const,
  topGames: (period: ReportPeriod) => [...reportsKeys.all, 'top-games', period] as const,
  funnel: (days: ReportDays) => [...reportsKeys.all, 'funnel', days] as const,
};
