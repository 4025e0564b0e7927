// /dashboard/download (Admin only): spreadsheet exports, one route each at admin/download/<name>,
// each with its source in the server's console-download/exports.ts.
export const consoleExportNames = ['retailers', 'leads', 'tickets'] as const;
export type ConsoleExportName = (typeof consoleExportNames)[number];

export const consoleDownloadPath = (name: ConsoleExportName) => `admin/download/${name}`;
