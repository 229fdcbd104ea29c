import { withQuery } from '@croupier/client';
import { reportsEndpoints } from '@croupier/contract/reports';
import { apiBase } from '../../../shared/api/index.ts';
import type { ReportPeriod } from '../model/period.ts';

/**
 * Where the daily report's CSV is downloaded: a plain link, so the browser saves the attachment
 * itself with the session's cookie (a GET needs no CSRF token).
 */
export const dailyReportCsvUrl = (period: ReportPeriod) =>
  withQuery(`${apiBase()}${reportsEndpoints.operatorDailyReportCsv.path}`, { ...period });
