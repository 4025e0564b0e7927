import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-taps';

function button(name: string, onTap: (name: string) => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.addEventListener('click', () => onTap(name));
  document.body.append(element);
  return element;
}

describe('replayEarlyTaps', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.gallaEarlyTaps = undefined;
  });

  it('taps the kept buttons again in the order they were tapped, once', () => {
    const tapped: string[] = [];
    const kept = [button('Mobile OTP', (n) => tapped.push(n)), button('Password', (n) => tapped.push(n))];
    window.gallaEarlyTaps = { take: () => kept.splice(0) };

    replayEarlyTaps();
    replayEarlyTaps();

    expect(tapped).toEqual(['Mobile OTP', 'Password']);
    expect(window.gallaEarlyTaps).toBeUndefined();
  });

  it('skips a button that is no longer in the page', () => {
    const tapped: string[] = [];
    const gone = button('Mobile OTP', (n) => tapped.push(n));
    gone.remove();
    window.gallaEarlyTaps = { take: () => [gone] };

    replayEarlyTaps();

    expect(tapped).toEqual([]);
  });

  it('does nothing on a page that was not prerendered', () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
