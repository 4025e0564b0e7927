import { messages } from '@galla/domain/messages';
import { z } from 'zod';

// The staff console's own calls (accounts spec §2 shows only its shell; these paths are ours, in the
// spec's style, under admin/).

/** admin/totp/start: a new secret, shown as a QR code and as text, not yet in force. */
export const ZTotpEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG data URL of the otpauth:// link, for the authenticator app's camera. */
  qrDataUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** admin/totp/confirm: a code from the app proves it holds the secret; the secret is then in force. */
export const ZTotpConfirmRequest = z.object({
  totp: z
    .string({ error: messages.totpFormat })
    .trim()
    .regex(/^\d{6}$/, messages.totpFormat),
});

/** Single-use codes for a lost phone, shown once; only their hashes are kept. */
export const ZTotpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

export const auditPageSizes = [20, 50, 100] as const;

/** admin/auditLog: newest first, paged on the server. */
export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (auditPageSizes as readonly number[]).includes(n), 'Choose 20, 50 or 100 rows')
    .default(20),
  entity: z.string().trim().max(40).optional(),
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorKind: z.enum(['retailer', 'staff', 'system']),
  actorId: z.number().int().nullable(),
  /** The staff member's name when a staff member made the change. */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({ total: z.number().int(), rows: z.array(ZAuditEntry) });
export type AuditPage = z.infer<typeof ZAuditPage>;
