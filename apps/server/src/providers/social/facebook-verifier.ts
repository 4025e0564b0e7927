import type { SocialIdentity } from './social-verifier.js';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

// A Facebook access token is checked by the Graph API's debug_token with our app token: it must be
// valid and issued to our app. The profile (id, name, e-mail) is then read with the user's token.
export function createFacebookVerifier(options: {
  appId: string;
  appSecret: string;
  graphUrl?: string;
  timeoutMs?: number;
}) {
  const graph = options.graphUrl ?? FACEBOOK_GRAPH_URL;
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  return async (token: string): Promise<SocialIdentity | undefined> => {
    const appToken = `${options.appId}|${options.appSecret}`;
    const debug = await fetch(
      `${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      { signal: signal() },
    );
    if (!debug.ok) return undefined;
    const info = (
      (await debug.json()) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } }
    ).data;
    if (!info?.is_valid || info.app_id !== options.appId || !info.user_id) return undefined;

    const me = await fetch(`${graph}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`, {
      signal: signal(),
    });
    if (!me.ok) return undefined;
    const profile = (await me.json()) as { id?: string; name?: string; email?: string };
    if (profile.id !== info.user_id) return undefined;
    return { provider: 'Facebook', socialId: profile.id, email: profile.email, name: profile.name };
  };
}
