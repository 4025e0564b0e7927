import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { staffUserTypes } from './auth.js';
import { emailPattern } from './fields.js';
import { ZNewPassword } from './passwords.js';

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

/** The paging every console list takes: page from 1, 20, 50 or 100 rows. */
export const ZConsolePaging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (auditPageSizes as readonly number[]).includes(n), 'Choose 20, 50 or 100 rows')
    .default(20),
});

/** A console list's sorting: one of `columns`, ascending or descending. */
export function consoleSorting<const C extends readonly [string, ...string[]]>(
  columns: C,
  byDefault: C[number],
) {
  return z.object({
    sortBy: z.enum(columns).default(byDefault as never),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
  });
}

/** One page of a console list and how many rows the filters match in all. */
export function ZConsolePage<T extends z.ZodType>(row: T) {
  return z.object({ total: z.number().int(), rows: z.array(row) });
}

/** admin/auditLog: newest first, paged on the server. */
export const ZAuditQuery = ZConsolePaging.extend({
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

// Add admin (/dashboard/addAdmin): the staff accounts. A role carries its permission keys (the one
// table in domain/permissions); accounts are disabled, never deleted.
export const staffUserMessages = {
  firstName: 'Enter a first name of 1 to 40 characters',
  lastName: 'Last name can be at most 40 characters',
  email: 'Enter a valid e-mail address',
  role: 'Choose a role',
  emailTaken: 'A staff account with this e-mail already exists',
  notYourself: 'Ask another Admin to change your own account',
  notFound: 'No such staff account',
  added: 'Staff account added',
  updated: 'Staff account updated',
  passwordReset: 'Password reset. Their sessions have ended',
  totpReset: 'Two-step sign-in turned off. They set it up again at their next sign-in',
} as const;

const ZUserId = z.coerce
  .number({ error: staffUserMessages.notFound })
  .int()
  .positive(staffUserMessages.notFound);

export const ZStaffListQuery = ZConsolePaging.extend({
  search: z.string().trim().max(60).optional(),
  userType: z.enum(staffUserTypes).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sortBy: z.enum(['name', 'email', 'userType', 'createdAt']).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffListQuery = z.input<typeof ZStaffListQuery>;

export const ZStaffUserRow = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(staffUserTypes),
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
});
export type StaffUserRow = z.infer<typeof ZStaffUserRow>;
export const ZStaffList = z.object({ total: z.number().int(), rows: z.array(ZStaffUserRow) });

export const ZAddStaffRequest = z.object({
  firstName: z
    .string({ error: staffUserMessages.firstName })
    .trim()
    .min(1, staffUserMessages.firstName)
    .max(40, staffUserMessages.firstName),
  lastName: z.string().trim().max(40, staffUserMessages.lastName).default(''),
  email: z
    .string({ error: staffUserMessages.email })
    .trim()
    .toLowerCase()
    .regex(emailPattern, staffUserMessages.email)
    .max(120, staffUserMessages.email),
  userType: z.enum(staffUserTypes, { error: staffUserMessages.role }),
  password: ZNewPassword,
});
export type AddStaffRequest = z.input<typeof ZAddStaffRequest>;

export const ZUpdateStaffRequest = z.object({
  userId: ZUserId,
  userType: z.enum(staffUserTypes, { error: staffUserMessages.role }).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const ZResetStaffPasswordRequest = z.object({ userId: ZUserId, password: ZNewPassword });
export const ZResetStaffTotpRequest = z.object({ userId: ZUserId });
