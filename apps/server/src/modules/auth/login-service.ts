import type { LoginData } from '@galla/contracts/auth';
import { consoleRetailerMessages } from '@galla/contracts/console-retailers';
import { messages } from '@galla/domain/messages';
import type { Sessions } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/envelope.js';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords.js';
import type {
  SocialIdentity,
  SocialProvider,
  SocialVerifier,
} from '../../providers/social/social-verifier.js';
import type { UsersService } from '../users/service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { OtpService } from './otp-service.js';

export type ClientMeta = { client?: string; ip: string };

// Outcome of a login: a session, or the spec's "not registered" answer (status 300), which is not an
// error — it sends the client to registration.
export type LoginOutcome =
  | { kind: 'ok'; data: LoginData }
  | { kind: 'notRegistered'; identity?: SocialIdentity };

export function createLoginService(deps: {
  users: UsersService;
  otp: OtpService;
  sessions: Sessions;
  throttle: LoginThrottle;
  social: SocialVerifier;
}) {
  const { users, otp, sessions, throttle, social } = deps;

  async function open(userId: number, meta: ClientMeta): Promise<LoginOutcome> {
    const userToken = await sessions.start('retailer', userId, meta);
    const profile = await users.profile(userId);
    return { kind: 'ok', data: { userToken, userId, isOnboard: profile.isOnboard, userData: [profile] } };
  }

  // A user of a shop disabled in the staff console is told so (403), not sent to registration.
  function refuseDisabled(): never {
    throw new AppError(403, consoleRetailerMessages.signInDisabled);
  }

  return {
    async withPassword(identity: string, password: string, meta: ClientMeta): Promise<LoginOutcome> {
      const user = await users.findByIdentity(identity);
      await throttle.check(meta.ip, user?.id);
      if (!user) {
        const disabled = await users.findDisabled({ identity });
        if (!disabled) {
          await burnPasswordCheck(password);
          await throttle.failed(meta.ip);
          return { kind: 'notRegistered' };
        }
        // As for an active account, only the right password learns more.
        if (!disabled.password_hash || !(await verifyPassword(disabled.password_hash, password))) {
          await throttle.failed(meta.ip);
          throw new AppError(400, messages.wrongPassword);
        }
        refuseDisabled();
      }
      if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
        await throttle.failed(meta.ip, user.id);
        throw new AppError(400, messages.wrongPassword);
      }
      return open(user.id, meta);
    },

    async withOtp(contactNumber: string, code: string, meta: ClientMeta): Promise<LoginOutcome> {
      const user = await users.findByContact(contactNumber);
      if (!user) {
        if (await users.findDisabled({ contactNumber })) refuseDisabled();
        return { kind: 'notRegistered' };
      }
      await otp.verify({ contactNumber, purpose: 'LOGIN', code });
      return open(user.id, meta);
    },

    /** Google or Facebook: the provider's token says who it is; a new identity is sent to sign-up. */
    async withSocial(provider: SocialProvider, token: string, meta: ClientMeta): Promise<LoginOutcome> {
      const identity = await social.verify(provider, token);
      if (!identity) throw new AppError(400, messages.socialTokenInvalid);
      const user = await users.findBySocial(provider, identity.socialId);
      if (!user) {
        if (await users.findDisabled({ loginType: provider, socialId: identity.socialId })) refuseDisabled();
        return { kind: 'notRegistered', identity };
      }
      return open(user.id, meta);
    },

    /** A login OTP goes only to a registered number; anyone else is told to register. */
    async sendLoginOtp(contactNumber: string, ip: string) {
      const user = await users.findByContact(contactNumber);
      if (!user) {
        if (await users.findDisabled({ contactNumber })) refuseDisabled();
        return undefined;
      }
      return otp.send({ contactNumber, purpose: 'LOGIN', userId: user.id, ip });
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
