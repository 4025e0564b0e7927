// /dashboard/download (Admin only): spreadsheet exports, one route each at admin/download/<name>.
// Leads and tickets are added here (and as a source in the server's console-download/exports.ts)
// once their sections exist.
export const consoleExportNames = ['retailers'] as const;
export type ConsoleExportName = (typeof consoleExportNames)[number];

export const consoleDownloadPath = (name: ConsoleExportName) => `admin/download/${name}`;
