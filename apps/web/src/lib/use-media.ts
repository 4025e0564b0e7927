import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query, read as the component first renders. Mantine's hook
 * reads it in an effect by default (for server rendering, which this app does not do), so a phone
 * first drew a screen in the counter PC's layout and then drew it again in its own.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
