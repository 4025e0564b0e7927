import { MoneyError, type Paise } from './money.js';

const ONES = [
  '',
  ...'One Two Three Four Five Six Seven Eight Nine Ten'.split(' '),
  ...'Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(' '),
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// Splitting by remainder first keeps the quotient exact; `Math.floor(n / d)` can round up for
// n close to 2^53.
function divMod(n: number, d: number): [number, number] {
  const rest = n % d;
  return [(n - rest) / d, rest];
}

function belowHundred(n: number): string[] {
  if (n < 20) return n === 0 ? [] : [ONES[n]!];
  const [tens, ones] = divMod(n, 10);
  return ones === 0 ? [TENS[tens]!] : [TENS[tens]!, ONES[ones]!];
}

function belowThousand(n: number): string[] {
  const [hundreds, rest] = divMod(n, 100);
  return [...(hundreds === 0 ? [] : [ONES[hundreds]!, 'Hundred']), ...belowHundred(rest)];
}

function indianWords(n: number): string[] {
  const [crore, belowCrore] = divMod(n, 10_000_000);
  const [lakh, belowLakh] = divMod(belowCrore, 100_000);
  const [thousand, rest] = divMod(belowLakh, 1000);
  return [
    // The crore count can itself run to lakhs and crores ("One Hundred Crore", "One Lakh Crore").
    ...(crore === 0 ? [] : [...indianWords(crore), 'Crore']),
    ...(lakh === 0 ? [] : [...belowHundred(lakh), 'Lakh']),
    ...(thousand === 0 ? [] : [...belowHundred(thousand), 'Thousand']),
    ...belowThousand(rest),
  ];
}

/**
 * The invoice's "total in words", per GST.md: "Rupees Ten Lakh Five Only",
 * "Rupees Twelve and Fifty Paise Only". Negative amounts are refused: a document states the
 * amount it is for, and a credit note shows its own positive total.
 */
export function amountInWords(p: Paise): string {
  if (!Number.isSafeInteger(p) || p < 0) {
    throw new MoneyError(`Amount in words needs a non-negative whole number of paise, got ${String(p)}`);
  }
  const [rupees, paise] = divMod(p, 100);
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees).join(' ');
  if (paise === 0) return `Rupees ${rupeeWords} Only`;
  return `Rupees ${rupeeWords} and ${belowHundred(paise).join(' ')} Paise Only`;
}
