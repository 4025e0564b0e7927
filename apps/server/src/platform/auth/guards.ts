import type { ConfigurationKey } from '@galla/contracts/profile';
import { messages } from '@galla/domain/messages';
import type { StaffPermission } from '@galla/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../envelope.js';
import type { Retailer, Staff } from './principal.js';
import type { Session, Sessions } from './sessions.js';

export type PrincipalLoaders = {
  retailer: (userId: number, sessionId: string) => Promise<Retailer | undefined>;
  staff: (staffId: number, sessionId: string) => Promise<Staff | undefined>;
};

/** Mobile clients' auth-token or Bearer header, else the web app's session cookie (web-session.ts). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['auth-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  return request.webSessionToken;
}

// onRequest hooks for routes, so a caller who must log in is told so before the body is read or
// validated (a 400 about a field would tell a stranger what the call expects). Each answers 401 when
// the caller must log in again, 403 when the caller is known but may not do this.
const openBeforeTotp = new Set<StaffPermission>(['dashboard', 'changePassword']);

export function createGuards(sessions: Sessions, load: PrincipalLoaders) {
  async function session(request: FastifyRequest): Promise<Session> {
    const token = tokenOf(request);
    if (!token) throw new AppError(401, messages.unauthorized);
    const found = await sessions.resolve(token);
    if (found === 'expired') throw new AppError(401, messages.tokenExpired);
    if (!found) throw new AppError(401, messages.unauthorized);
    return found;
  }

  async function retailerOf(request: FastifyRequest): Promise<Retailer> {
    const s = await session(request);
    if (s.kind !== 'retailer') throw new AppError(403, messages.forbidden);
    const retailer = await load.retailer(s.subjectId, s.id);
    if (!retailer) throw new AppError(401, messages.unauthorized);
    return retailer;
  }

  async function registeredRetailerOf(request: FastifyRequest): Promise<Retailer> {
    const retailer = await retailerOf(request);
    if (retailer.isRegister < 3) throw new AppError(403, messages.registrationIncomplete);
    return retailer;
  }

  return {
    /**
     * A retailer or sub-user who finished sign-up; with a flag, that page or module must be on for
     * them; with several, any one of them.
     */
    retailer(flag?: ConfigurationKey | readonly ConfigurationKey[]) {
      const flags = flag === undefined ? [] : typeof flag === 'string' ? [flag] : flag;
      return async (request: FastifyRequest) => {
        const retailer = await registeredRetailerOf(request);
        if (flags.length > 0 && !flags.some((f) => retailer.configuration[f])) {
          throw new AppError(403, messages.forbidden);
        }
        request.retailer = retailer;
      };
    },
    /** Only the shop's owner, not a sub-user; with a flag, that page must be on for them. */
    owner(flag?: ConfigurationKey) {
      return async (request: FastifyRequest) => {
        const retailer = await registeredRetailerOf(request);
        if (retailer.userType !== 'retailer') throw new AppError(403, messages.forbidden);
        if (flag && !retailer.configuration[flag]) throw new AppError(403, messages.forbidden);
        request.retailer = retailer;
      };
    },
    /** Any signed-in retailer, sign-up finished or not: the calls that finish sign-up use this. */
    registering() {
      return async (request: FastifyRequest) => {
        request.retailer = await retailerOf(request);
      };
    },
    /** Sets request.retailer when a valid retailer token is present; never refuses. */
    optionalRetailer() {
      return async (request: FastifyRequest) => {
        if (!tokenOf(request)) return;
        try {
          request.retailer = await retailerOf(request);
        } catch {
          request.retailer = undefined;
        }
      };
    },
    /**
     * A signed-in staff member whose role opens this console section (the one table in
     * domain/permissions). An Admin must set up the authenticator app before any section but home
     * and change password (where it is set up) opens.
     */
    staff(section?: StaffPermission) {
      const guard = async (request: FastifyRequest) => {
        const s = await session(request);
        if (s.kind !== 'staff') throw new AppError(403, messages.forbidden);
        const staff = await load.staff(s.subjectId, s.id);
        if (!staff) throw new AppError(401, messages.unauthorized);
        if (section && !staff.permissions.includes(section)) throw new AppError(403, messages.forbidden);
        if (section && !openBeforeTotp.has(section) && staff.userType === 'Admin' && !staff.totpEnrolled)
          throw new AppError(403, messages.totpEnrolFirst);
        request.staff = staff;
      };
      // The section rides on the hook so buildApp can list every console call by its section
      // (consoleRoutes), and one test can try every role against all of them.
      return Object.assign(guard, { staffSection: section ?? null });
    },
  };
}
export type Guards = ReturnType<typeof createGuards>;
