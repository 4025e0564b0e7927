import type {
  ConsoleSurveyQuestion,
  SurveyResponseRow,
  SurveySummary,
} from '@galla/contracts/console-survey';
import { istDate } from '@galla/domain/financial-year';
import ExcelJS from 'exceljs';

/**
 * The survey's responses as a workbook: one row per response with a column per question, and a
 * summary sheet with each choice's count and each rating question's average.
 */
export async function surveyWorkbook(
  title: string,
  questions: ConsoleSurveyQuestion[],
  responses: SurveyResponseRow[],
  summary: SurveySummary,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Galla';

  const sheet = book.addWorksheet('Responses');
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(['Date', 'Shop', 'E-mail', 'Signed in with', ...questions.map((q) => q.question)]).font = {
    bold: true,
  };
  for (const r of responses) {
    const answers = new Map(r.answers.map((a) => [a.questionId, a.answer]));
    sheet.addRow([
      istDate(new Date(r.createdAt)),
      r.shopName ?? '',
      r.email ?? '',
      r.loginType,
      // A rating is a number, so the sheet can average it.
      ...questions.map((q) => {
        const answer = answers.get(q.questionId) ?? '';
        return q.kind === 'rating' && answer ? Number(answer) : answer;
      }),
    ]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = i < 4 ? 18 : 30;
  });
  sheet.views = [{ state: 'frozen', ySplit: 3 }];

  const totals = book.addWorksheet('Summary');
  totals.addRow([title]).font = { bold: true, size: 14 };
  totals.addRow([`Responses: ${summary.responses}`]);
  totals.addRow([]);
  totals.addRow(['Question', 'Answer', 'Count']).font = { bold: true };
  for (const q of summary.questions) {
    totals.addRow([q.question, 'Answered', q.answered]).font = { bold: true };
    for (const c of q.choices) totals.addRow(['', c.option, c.count]);
    for (const r of q.ratings) totals.addRow(['', `${r.rating} star${r.rating === 1 ? '' : 's'}`, r.count]);
    if (q.averageRating !== null) totals.addRow(['', 'Average rating', q.averageRating]);
  }
  totals.getColumn(1).width = 50;
  totals.getColumn(2).width = 30;
  return Buffer.from(await book.xlsx.writeBuffer());
}
