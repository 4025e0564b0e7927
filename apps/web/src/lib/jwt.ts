// The client never verifies a token (the server does); it only reads `exp` so an expired session is
// dropped on load instead of failing on the first request.
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof json === 'object' && json !== null && 'exp' in json && typeof json.exp === 'number') {
      return json.exp * 1000;
    }
  } catch {
    // Not a JWT we can read: let the server decide.
  }
  return undefined;
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry <= now;
}
