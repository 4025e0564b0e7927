import { useMedia } from './use-media';

/**
 * A phone or tablet worked by touch (no hovering pointer): keyboard hints such as "(F2)" mean
 * nothing there, and focusing a box on arrival would push the on-screen keyboard over the page.
 */
export function useTouchDevice(): boolean {
  return useMedia('(hover: none) and (pointer: coarse)');
}
