import { messages } from '@galla/domain/messages';
import { z } from 'zod';
import { emailPattern } from './fields.js';
import { ZGstin } from './gstin.js';
import { financeOptions, shopStatuses, shopTypes } from './registration.js';

const optionalText = (max: number) => z.string().trim().max(max).optional();

// POST user/updateProfile (accounts spec §5 Profile). Fields left out stay as they are; e-mail is
// always required. userImage is a new photo as base64 (or a data: URL); the current photo's URL may
// be sent back unchanged and is then ignored.
export const ZUpdateProfileRequest = z
  .object({
    firstName: z.string().trim().min(1, messages.fillAllStarFields).max(50).optional(),
    lastName: z.string().trim().max(50).optional(),
    email: z
      .string({ error: messages.emailRequired })
      .trim()
      .min(1, messages.emailRequired)
      .max(120)
      .regex(emailPattern, messages.emailNotValid),
    tradeName: z.string().trim().min(1, messages.businessNameRequired).max(100).optional(),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    pincode: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, messages.pincodeCheck)
      .optional(),
    isGstNumber: z.coerce.number().int().min(0).max(1).optional(),
    gstNumber: z.string().trim().max(15, messages.gstInvalid).optional().nullable(),
    legalName: z.string().trim().max(150).optional().nullable(),
    cinNumber: z
      .string()
      .trim()
      .regex(/^[0-9]*$/, messages.cinDigits)
      .max(21)
      .optional()
      .nullable(),
    website: optionalText(200).nullable(),
    // The UPI id (VPA) the bill's QR code pays: name@handle.
    upiId: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64})?$/, messages.upiIdInvalid)
      .optional()
      .nullable(),
    shopStatus: z.enum(shopStatuses).optional().nullable(),
    shopType: z.enum(shopTypes).optional().nullable(),
    financeFacility: z.enum(financeOptions).optional().nullable(),
    userImage: z.string().max(1_500_000, messages.photoTooLarge).optional().nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.isGstNumber === 1 && !p.gstNumber) {
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.gstInvalid });
    } else if (p.gstNumber && !ZGstin.safeParse(p.gstNumber).success) {
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.gstInvalid });
    }
    if (p.legalName && !p.gstNumber) {
      ctx.addIssue({ code: 'custom', path: ['legalName'], message: messages.legalNameNeedsGst });
    }
  });
export type UpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type UpdateProfile = z.output<typeof ZUpdateProfileRequest>;

export const ZPrivacyRequest = z.object({ haveSharedData: z.coerce.number().int().min(0).max(1) });

// Whether bills may sell more than is in stock (1, the default) or are refused (0).
export const ZStockSettingRequest = z.object({ allowNegativeStock: z.coerce.number().int().min(0).max(1) });

// The 'Make GST Bills?' choice: gst 1 needs a valid GSTIN (a tax invoice must carry one); gst 0
// turns the shop into a Bill of Supply shop and keeps the number on file. A number sent with either
// must be a valid GSTIN.
export const ZUpdateGstRequest = z
  .object({
    gst: z.coerce.number().int().min(0).max(1),
    gstNumber: z.string().trim().optional().nullable(),
  })
  .superRefine((g, ctx) => {
    const needsCheck = g.gst === 1 || Boolean(g.gstNumber);
    if (needsCheck && !ZGstin.safeParse(g.gstNumber ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.gstInvalid });
    }
  });
