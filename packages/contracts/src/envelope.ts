import { z } from 'zod';

// Every response is { status, message?, error?, data? } (ARCHITECTURE.md §3). The HTTP status equals
// `status`, except 204 and 300, which travel as HTTP 200 so the body survives.
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int(),
    message: z.string().optional(),
    error: z.string().optional(),
    data: data.optional(),
  });

export const ZErrorEnvelope = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string().optional(),
});

export const ZMessageOnly = ZEnvelope(z.unknown());

export type Envelope<T> = { status: number; message?: string; error?: string; data?: T };
