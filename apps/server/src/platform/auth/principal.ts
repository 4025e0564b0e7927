import type { Configuration, ConfigurationKey } from '@galla/contracts/profile';

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
  userType: string;
  permissions: readonly string[];
};

export type { ConfigurationKey };

declare module 'fastify' {
  interface FastifyRequest {
    retailer?: Retailer;
    staff?: Staff;
  }
}
