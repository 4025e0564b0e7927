import { readFileSync } from 'node:fs';
import { toScreenDate } from '@galla/domain/financial-year';
import { reportMessages } from '@galla/domain/report-range';
import Handlebars from 'handlebars';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/envelope.js';
import { enqueueMessage } from '../../platform/outbox.js';
import { reportPdf } from './report-pdf.js';
import { reportWorkbook } from './report-spreadsheet.js';
import { formatCell, type ReportTable, type SummaryItem } from './report-table.js';

export type ReportMailRequest = {
  /** The report's name, the mail's subject and the attachments' heading: 'Sales Report'. */
  title: string;
  /** The attachments' file name before the dates: 'sales-report'. */
  fileName: string;
  fromDate: string;
  toDate: string;
  table: ReportTable;
  /** Headline figures shown in the mail itself and at the top of the PDF. */
  summary?: SummaryItem[];
  /** Extra worksheets in the spreadsheet (a P&L's monthly table beside its details, say). */
  extraSheets?: { name: string; table: ReportTable }[];
  /** A printable PDF beside the spreadsheet (default true). */
  pdf?: boolean;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The templates sit in apps/server/assets/mail, three folders above this file both as
// src/modules/reports/*.ts and as dist/modules/reports/*.js.
const templatesDir = new URL('../../../assets/mail/', import.meta.url);
let templates: { html: Handlebars.TemplateDelegate; text: Handlebars.TemplateDelegate } | undefined;
function loadTemplates() {
  templates ??= {
    html: Handlebars.compile(readFileSync(new URL('report.html.hbs', templatesDir), 'utf8'), {
      strict: true,
    }),
    // The plain-text part is not HTML: nothing in it may be escaped.
    text: Handlebars.compile(readFileSync(new URL('report.txt.hbs', templatesDir), 'utf8'), {
      strict: true,
      noEscape: true,
    }),
  };
  return templates;
}

/**
 * Mails a report to the shop owner's registered e-mail: a templated body, the table as a spreadsheet
 * and (unless asked not to) a PDF, queued in the outbox and sent by its worker with retries.
 * Any module's report calls this: sales (ledger/sendSalesReport), expenses, profit and loss.
 */
export function createReportMail(deps: { db: Db; clock: Clock; onEnqueued: () => void }) {
  const { db, clock } = deps;

  async function recipient(shopId: number) {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('shops as s', 's.id', 'u.shop_id')
      .select(['u.email', 'u.first_name', 'u.last_name', 's.trade_name'])
      .where('u.shop_id', '=', shopId)
      .where('u.user_type', '=', 'retailer')
      .orderBy('u.id')
      .executeTakeFirst();
    const email = row?.email?.trim();
    if (!row || !email) throw new AppError(400, reportMessages.noShopEmail);
    return {
      email,
      ownerName: `${row.first_name} ${row.last_name}`.trim() || 'Shop owner',
      shopName: row.trade_name?.trim() || 'Your shop',
    };
  }

  return {
    /** Throws a 400 with a clear message, queueing nothing, when the shop has no e-mail address. */
    async send(shopId: number, request: ReportMailRequest): Promise<{ to: string }> {
      const to = await recipient(shopId);
      const period = `${toScreenDate(request.fromDate)} to ${toScreenDate(request.toDate)}`;
      const base = `${request.fileName}-${request.fromDate}-to-${request.toDate}`;
      const summary = request.summary ?? [];
      const withPdf = request.pdf ?? true;
      const spreadsheet = await reportWorkbook(request.title, `${to.shopName} · ${period}`, [
        { name: request.title, table: request.table },
        ...(request.extraSheets ?? []),
      ]);
      const pdf = withPdf
        ? await reportPdf({
            title: request.title,
            shopName: to.shopName,
            period,
            summary,
            table: request.table,
            createdAt: clock.now(),
          })
        : undefined;
      const view = {
        ownerName: to.ownerName,
        title: request.title,
        shopName: to.shopName,
        period,
        hasPdf: withPdf,
        spreadsheetName: `${base}.xlsx`,
        pdfName: `${base}.pdf`,
        summary: summary.map((s) => ({ label: s.label, value: formatCell(s.kind, s.value) })),
        rowCount: request.table.rows.length,
        rowWord: request.table.rows.length === 1 ? 'row' : 'rows',
      };
      const t = loadTemplates();
      await db.transaction().execute((trx) =>
        enqueueMessage(trx, clock, {
          channel: 'email',
          to: to.email,
          subject: `${request.title}: ${to.shopName}, ${period}`,
          body: t.text(view),
          html: t.html(view),
          attachments: [
            { filename: `${base}.xlsx`, contentType: XLSX, content: spreadsheet },
            ...(pdf ? [{ filename: `${base}.pdf`, contentType: 'application/pdf', content: pdf }] : []),
          ],
        }),
      );
      deps.onEnqueued();
      return { to: to.email };
    },
  };
}
export type ReportMail = ReturnType<typeof createReportMail>;
