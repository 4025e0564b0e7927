// Forgot password: the identity typed in step 1 and the reset token that step 2 returns travel to
// /changePassword?from=forgot in session storage, so a reload keeps them and closing the tab forgets.
const KEY = 'galla.passwordReset';

export type ResetRequest = { keyword: string; token: string };

export function rememberResetRequest(request: ResetRequest): void {
  sessionStorage.setItem(KEY, JSON.stringify(request));
}

export function readResetRequest(): ResetRequest | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'keyword' in value &&
      typeof value.keyword === 'string' &&
      'token' in value &&
      typeof value.token === 'string'
    ) {
      return { keyword: value.keyword, token: value.token };
    }
  } catch {
    // Corrupt entry: treat as absent.
  }
  return null;
}

export function forgetResetRequest(): void {
  sessionStorage.removeItem(KEY);
}
