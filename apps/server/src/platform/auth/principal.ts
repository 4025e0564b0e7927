import type { Configuration, ConfigurationKey } from '@galla/contracts/profile';
import type { StaffPermission, StaffRole } from '@galla/domain/permissions';

// Who is calling, as the guards establish it. Repos take the shop id from here, never from a body.
export type Retailer = {
  sessionId: string;
  userId: number;
  shopId: number;
  userType: 'retailer' | 'subRetailer';
  configuration: Configuration;
  /** 1–2 while sign-up is unfinished, 3 when complete. */
  isRegister: number;
};

export type Staff = {
  sessionId: string;
  staffId: number;
  userType: StaffRole;
  permissions: readonly StaffPermission[];
  /** Whether an authenticator app guards the account (Admins must have one to work). */
  totpEnrolled: boolean;
};

export type { ConfigurationKey };

declare module 'fastify' {
  interface FastifyRequest {
    retailer?: Retailer;
    staff?: Staff;
  }
}
