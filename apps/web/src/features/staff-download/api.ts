import { type ConsoleExportName, consoleDownloadPath } from '@galla/contracts/console-download';
import { istDate } from '@galla/domain/financial-year';
import { API_BASE } from '../../lib/api-client';
import { saveFile } from '../reports/api';

/** GET admin/download/<name> with the session cookie; the server streams the spreadsheet. */
export async function downloadExport(name: ConsoleExportName) {
  const response = await fetch(`${API_BASE}/${consoleDownloadPath(name)}`, {
    headers: { 'x-client': 'web' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), named ?? `galla-${name}-${istDate(new Date())}.xlsx`);
}
