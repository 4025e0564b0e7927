// zod compiles object parsers with `new Function` where it may. The page's Content-Security-Policy
// forbids eval, so zod's probe for it only earned a CSP violation report on the first parse. zod
// reads its settings from this global (shared by every copy of zod on a page); setting it here,
// rather than through zod's `config()`, keeps zod out of the login's first script.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
