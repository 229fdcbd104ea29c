import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import { dailyReportCsv, dailyReportFileName } from './csv.ts';
import type { ReportsService } from './service.ts';

/** The operators' reports (ADR 051). */
export function reportsRoutes(app: FastifyInstance, reports: ReportsService) {
  registerEndpoint(app, endpoints.operatorDailyReport, ({ query }) => reports.daily(query));
  registerEndpoint(app, endpoints.operatorDailyReportCsv, async ({ query, reply }) => {
    const csv = dailyReportCsv(await reports.daily(query));
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dailyReportFileName(query)}"`)
      .header('cache-control', 'private, no-store');
    return csv;
  });
  registerEndpoint(app, endpoints.operatorTopGames, ({ query }) => reports.topGames(query));
}
