// New passwords are refused when they are among the passwords people pick most (ASVS 5.0 6.2.4).
// The list is zxcvbn-ts's "passwords-common" (MIT, ~49,000 entries from leaked-password corpora,
// lowercase), a maintained npm package rather than a copy kept here. It is loaded on the first check,
// not at start-up, and lives only on the server: at ~380 kB it is too big for the login bundle, so
// the web forms show the server's message (docs/decisions.md).
let common: Promise<ReadonlySet<string>> | undefined;

async function load(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'] as string[]);
}

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= load();
  return (await common).has(password.toLowerCase());
}
