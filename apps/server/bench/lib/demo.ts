// The demo owner seeded into every new development database.
export const demo = { username: 'demo', password: 'demo1234' } as const;

export async function logInDemo(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v3/user/login`, {
    method: 'POST',
    // As a mobile client: a web login's token goes into an HttpOnly cookie, not the body.
    headers: { 'content-type': 'application/json', 'x-client': 'android' },
    body: JSON.stringify({ email: demo.username, password: demo.password }),
  });
  const body = (await response.json()) as { status: number; error?: string; data?: { userToken?: string } };
  const token = body.data?.userToken;
  if (response.status !== 200 || !token) {
    throw new Error(`demo login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
}
