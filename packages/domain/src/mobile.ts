// Indian mobile numbers as people type and paste them: '+91 98450 12345', '098450-12345',
// '919876543210'. One reading for every box and the server, so a prefix is never taken for the
// first digits of the number (which turned '+91 98450 12345' into 9198450123).

/** What may sit between digits: spaces and dashes (as printed on cards and in contact lists). */
const SEPARATORS = /[\s-]/g;

/**
 * The 10-digit number meant by `text`, or null when it cannot be read as one: a leading +91, 91 or
 * 0 is the country or trunk prefix, spaces and dashes are ignored. Anything else (letters, another
 * country's '+', too few or too many digits) is refused, never trimmed into some other number.
 */
export function normaliseMobile(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  const local = compact.startsWith('+')
    ? compact.startsWith('+91')
      ? compact.slice(3)
      : null
    : compact.length === 12 && compact.startsWith('91')
      ? compact.slice(2)
      : compact.length === 11 && compact.startsWith('0')
        ? compact.slice(1)
        : compact;
  return local !== null && /^[0-9]{10}$/.test(local) ? local : null;
}

/** How long a mobile box's text may grow: '+91 98450-12345' and a stray space or two. */
export const MOBILE_TEXT_MAX = 20;
