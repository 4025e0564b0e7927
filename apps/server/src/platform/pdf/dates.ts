/** A business date `YYYY-MM-DD` as Indian paper shows it: `18/11/2026`. Anything else is printed as is. */
export function printedDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}
