import { defaultOwnerConfiguration, type PageFlags, retailerPageFlags } from '@galla/domain/permissions';

/**
 * A user's stored page flags over the defaults, as users/profile-view.ts reads them (a flag added by
 * a later release is on), before any sub-user cap.
 */
export function storedFlags(json: string): PageFlags {
  const flags = defaultOwnerConfiguration();
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return flags;
  }
  if (!stored || typeof stored !== 'object') return flags;
  for (const flag of retailerPageFlags) {
    const value = (stored as Record<string, unknown>)[flag];
    if (typeof value === 'boolean') flags[flag] = value;
  }
  return flags;
}
