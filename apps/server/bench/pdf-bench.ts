// The invoice PDF, rendered in-process (no HTTP): a 50-line invoice on A4 and on the 80 mm receipt.
// Each render is timed on its own after a warm-up that parses the fonts and lets the JIT settle,
// which is the state of a server that has rendered a few invoices.
import type { InvoicePdfLayout } from '../src/modules/invoices/invoice-pdf.ts';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.ts';
import { testInvoiceView } from '../src/modules/invoices/test-invoice-view.ts';
import { percentile } from './lib/measure.ts';

export type PdfFigures = {
  name: string;
  title: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** CPU time of the process per render (median): steadier than wall time on a shared machine. */
  cpuMedianMs: number;
  kilobytes: number;
};

/** Renders the 50-line view `runs` times after `warmup` untimed renders; figures per layout. */
export async function measurePdf({ runs, warmup }: { runs: number; warmup: number }): Promise<PdfFigures[]> {
  const view = testInvoiceView({ kind: 'intra', lines: 50, upiId: 'sharma@okaxis' });
  const layouts: [InvoicePdfLayout, string][] = [
    ['a4', 'invoice PDF, A4, 50 lines + QR'],
    ['80mm', 'invoice PDF, 80 mm, 50 lines + QR'],
  ];
  const results: PdfFigures[] = [];
  for (const [layout, title] of layouts) {
    let bytes = 0;
    for (let i = 0; i < warmup; i++) bytes = (await renderInvoicePdf(view, layout)).length;
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await renderInvoicePdf(view, layout);
      const usedCpu = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((usedCpu.user + usedCpu.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    results.push({
      name: `pdf-${layout}`,
      title,
      runs,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      cpuMedianMs: percentile(cpu, 50),
      kilobytes: Math.round(bytes / 1024),
    });
  }
  return results;
}

/** The figures as table lines in the style of the HTTP table. */
export function pdfTable(rows: PdfFigures[]): string[] {
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  const header = ['scenario', 'runs', 'p50 ms', 'p95 ms', 'cpu p50 ms', 'size kB'];
  const cells = rows.map((r) => [
    r.title,
    String(r.runs),
    ms(r.medianMs),
    ms(r.p95Ms),
    ms(r.cpuMedianMs),
    String(r.kilobytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}
