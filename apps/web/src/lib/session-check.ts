import { ZStaffProfile } from '@galla/contracts/auth';
import { ZProfile } from '@galla/contracts/profile';
import { z } from 'zod';
import { clearSession, getSession, type Session } from './session';

// The stored session checked against the contracts, field by field. session.ts checks only its
// outline, so that the login screen loads without zod; this runs once zod is wanted anyway: in the
// background after the first screen, and before the signed-in shell reads the profile.
const ZSession = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retailer'), userId: z.number().int(), profile: ZProfile }),
  z.object({ kind: z.literal('staff'), userId: z.number().int(), profile: ZStaffProfile }),
]);

let checked: Session | null = null;

/** Signs out a stored session whose profile does not match its contract (an older app's, or edited). */
export function dropMalformedSession(): void {
  const session = getSession();
  // The router checks before the shell and main.tsx after the first screen, so a signed-in page
  // asks twice; a session is checked once (a phone spends ~30 ms on the profile's parse).
  if (!session || session === checked) return;
  checked = session;
  if (!ZSession.safeParse(session).success) clearSession();
}
