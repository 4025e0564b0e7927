import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstCommit } from './use-after-first-commit';

describe('useAfterFirstCommit', () => {
  it('leaves a part out of the first commit and draws it in the next', () => {
    const committed: string[] = [];
    function Part() {
      useLayoutEffect(() => {
        committed.push(document.body.textContent ?? '');
      });
      return <p>late part</p>;
    }
    function Screen() {
      const later = useAfterFirstCommit();
      useLayoutEffect(() => {
        committed.push(later ? 'screen, second commit' : 'screen, first commit');
      });
      return (
        <>
          <p>screen</p>
          {later && <Part />}
        </>
      );
    }
    render(<Screen />);
    expect(screen.getByText('late part')).toBeTruthy();
    // The part was not in the screen's first commit: it came in a commit of its own.
    expect(committed[0]).toBe('screen, first commit');
    expect(committed.slice(1)).toEqual(['screenlate part', 'screen, second commit']);
  });
});
