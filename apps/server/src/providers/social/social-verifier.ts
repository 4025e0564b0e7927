export type SocialProvider = 'Google' | 'Facebook';
export type SocialIdentity = { provider: SocialProvider; socialId: string; email?: string; name?: string };

// Checks a sign-in token that the browser got from Google or Facebook and says whose it is.
// undefined means the token is not valid (expired, forged, for another app).
export interface SocialVerifier {
  readonly name: string;
  verify(provider: SocialProvider, token: string): Promise<SocialIdentity | undefined>;
}
