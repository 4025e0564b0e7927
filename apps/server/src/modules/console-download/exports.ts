import type { ConsoleExportName } from '@galla/contracts/console-download';
import type { Db } from '../../db/database.js';
import { leadsExport } from '../console-leads/leads-export.js';
import { ticketsExport } from '../support-tickets/tickets-export.js';
import type { ExportSource } from './export-source.js';
import { retailersExport } from './retailers-export.js';

/**
 * The Download section's exports, one route each (admin/download/<name>). To add one: write an ExportSource beside its module's service (its columns and a cursor-paged
 * query), add its name to consoleExportNames in contracts/console-download.ts, and add it here.
 * The route, the streaming, the file name and the Download screen's button follow from the name.
 */
export function consoleExports(deps: { db: Db }): Record<ConsoleExportName, ExportSource> {
  return {
    retailers: retailersExport(deps.db),
    leads: leadsExport(deps.db),
    tickets: ticketsExport(deps.db),
  };
}
