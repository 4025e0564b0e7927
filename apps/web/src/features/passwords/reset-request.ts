// Forgot password: the identity typed in step 1 and the reset token that step 2 returns travel to
// /changePassword?from=forgot in memory only. The token lets whoever holds it set a new password, so
// it is kept nowhere a script or a later visitor could read it back (no sessionStorage); a reload on
// step 3 starts forgot password again.
export type ResetRequest = { keyword: string; token: string };

let pending: ResetRequest | null = null;

export function rememberResetRequest(request: ResetRequest): void {
  pending = { ...request };
}

export function readResetRequest(): ResetRequest | null {
  return pending;
}

export function forgetResetRequest(): void {
  pending = null;
}
