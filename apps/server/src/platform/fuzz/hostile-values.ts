import fc from 'fast-check';

// Values a careless client or a careful attacker sends: wrong types, boundaries, huge and empty
// strings, Unicode of every script with combining marks, injection strings and malformed JSON.

const scripts = [
  'Ravi Z\u0337', // an overlay mark no font places on its letter
  'Cafe\u0301 e\u0301\u0301\u0301\u0301 Z\u0336\u0335\u0334', // stacked and repeated marks
  'राम किराना क्षत्रिय', // Devanagari
  'தமிழ் கடை', // Tamil
  'বাংলা ದಕ್ಷಿಣ తెలుగు ગુજરાતી ਪੰਜਾਬੀ മലയാളം ଓଡ଼ିଆ', // other Indian scripts
  'العربية مرحبا', // Arabic, right to left
  'עברית', // Hebrew
  '中文 日本語 한국어', // CJK
  'Ελληνικά Кириллица', // Greek, Cyrillic
  'ไทย ລາວ ကြ', // Thai, Lao, Myanmar
  '😀 👨‍👩‍👧 🇮🇳 ☕️ 🏳️‍🌈', // emoji, ZWJ sequences, flags, variation selectors
  '\u202Eevil\u202C \u200B\u200C\u200D\uFEFF', // bidi override, zero-width characters
  'İ ß ﬁ Å Ω', // case-mapping and normalisation oddities
  '１２３ ١٢٣ १२३ ௧௨௩', // digits that are not ASCII
  '\u0000 \u0007 \u001b[31m \u007f', // control characters
  '\uD800 \uDFFF', // lone surrogates
  '\uFFFF \uFFFE \u{10FFFF}', // noncharacters
];

const injections = [
  "' OR '1'='1' --",
  "'; DROP TABLE invoices; --",
  '1; SELECT pg_sleep(0) --',
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as it is
  '${7*7} {{7*7}} #{7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00%0d%0aSet-Cookie: x=1',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '1_000',
  '  42  ',
  'null',
  'undefined',
  'true',
  '%s%s%s%n',
  '*',
  '%',
  '_',
  '\\',
];

const strings = [
  '',
  ' ',
  '\t\n',
  'a'.repeat(256),
  'a'.repeat(100_000),
  '9'.repeat(400),
  '0'.repeat(30),
  '-'.repeat(50),
  ...scripts,
  ...injections,
  'e\u0301'.repeat(5000),
];

const numbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.01,
  0.001,
  0.1 + 0.2,
  1e-7,
  99.999,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const others: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[]],
  { '': '' },
  JSON.parse('{"__proto__":{"polluted":1}}'),
];

/** One hostile JSON value of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...strings),
  fc.constantFrom(...numbers),
  fc.constantFrom(...others),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.integer(),
);

/** A string of the same hostile kinds, for path and query parameters. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...strings.filter((s) => s.length < 5000)),
  fc.constantFrom(...numbers.map(String)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Bodies that are not JSON at all, sent as application/json. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '{"a":NaN}',
  '{"a":1,}',
  '\u0000',
  '"unterminated',
  '{"a":"\\x"}',
  `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '\uFEFF{}',
);
