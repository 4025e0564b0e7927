import { fromScreenDate, isValidBusinessDate, toScreenDate } from '@galla/domain/financial-year';
import { formatDate } from '../../lib/format';

// Invoice dates arrive as business dates (`YYYY-MM-DD`, the invoice's own calendar day) or as
// timestamps. A business date is re-ordered as text: parsing it as a Date would make it midnight
// UTC and could show the wrong day in some zones. Anything else goes through the IST formatter.
export function invoiceDate(value: string): string {
  if (isValidBusinessDate(value) || fromScreenDate(value)) return toScreenDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date);
}
