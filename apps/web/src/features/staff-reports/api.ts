import { type ConsoleReportQuery, ZConsoleReport } from '@galla/contracts/console-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, apiData } from '../../lib/api-client';
import { saveFile } from '../reports/api';

/** GET admin/reports: the platform's figures for the range. */
export function useConsoleReport(range: ConsoleReportQuery) {
  return useQuery({
    queryKey: ['staff', 'reports', range],
    queryFn: () => apiData('admin/reports', { query: range, schema: ZConsoleReport }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/reportsSpreadsheet with the session cookie, saved under the server's file name. */
export async function downloadReportSpreadsheet(range: ConsoleReportQuery) {
  const query = new URLSearchParams(range).toString();
  const response = await fetch(`${API_BASE}/admin/reportsSpreadsheet?${query}`, {
    headers: { 'x-client': 'web' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  saveFile(await response.blob(), `galla-report-${range.fromDate}-to-${range.toDate}.xlsx`);
}
