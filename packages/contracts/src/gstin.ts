import { normaliseGstin, validateGstin } from '@galla/domain/gstin';
import { messages } from '@galla/domain/messages';
import { z } from 'zod';

// A GSTIN as GST.md defines it: normalised (trimmed, upper-case) and checked for format, state code
// and check character.
export const ZGstin = z
  .string({ error: messages.gstInvalid })
  .transform(normaliseGstin)
  .refine((g) => validateGstin(g).ok, messages.gstInvalid);
