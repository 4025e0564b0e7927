/** A person's name as the console shows it. */
export function fullName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}
