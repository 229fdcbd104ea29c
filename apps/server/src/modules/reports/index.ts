import type { BrandConfig } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../../platform/module.ts';
import type { LedgerFigures } from '../wallet/index.ts';
import { reportsRoutes } from './routes.ts';
import { type RegistrationCounts, ReportsService } from './service.ts';

export type { RegistrationCounts, ReportsService } from './service.ts';

export interface ReportsModuleDeps extends PlatformDeps {
  brand: () => BrandConfig;
  /** The wallet module's sums of the ledger. */
  figures: LedgerFigures;
  /** The auth module's service: registrations per day. */
  registrations: RegistrationCounts;
}

/** The operators' reports: figures per day and currency, top games (ADR 051). */
export function registerReports(app: FastifyInstance, deps: ReportsModuleDeps) {
  const reports = new ReportsService({
    figures: deps.figures,
    registrations: deps.registrations,
    brand: deps.brand,
    brandId: deps.config.BRAND_ID,
    now: deps.now,
  });
  reportsRoutes(app, reports);
  return { reports };
}
