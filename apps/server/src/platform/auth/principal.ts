import type { Configuration, ConfigurationKey } from '@galla/contracts/profile';

// Who is calling, as the guards establish it. Repos take the shop id from here, never from a body.
export type Retailer = {
  sessionId: string;
  userId: number;
  shopId: number;
  userType: 'retailer' | 'subRetailer';
  configuration: Configuration;
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
