import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OverviewChart from './overview-chart';
import { chartPoints } from './overview-model';

describe('OverviewChart', () => {
  it('draws quantity as bars and value as a line on the second axis, negatives as 0', async () => {
    // happy-dom lays nothing out: give the chart's container a size so recharts draws.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? new DOMRect(0, 0, 600, 300)
        : new DOMRect();
    });
    const points = chartPoints([
      { bucket: '0-30', quantity: 12, value: 1200 },
      { bucket: '30-60', quantity: -3, value: -300 },
      { bucket: '60-90', quantity: 4, value: 800 },
    ]);
    const { container } = render(
      <MantineProvider env="test">
        <OverviewChart points={points} />
      </MantineProvider>,
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0),
    );
    // The negative bucket is drawn as 0: no bar.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(1);
    expect(container.querySelectorAll('.recharts-yAxis')).toHaveLength(2);
    expect(container.textContent).toContain('Quantity');
    expect(container.textContent).toContain('Value');
  });
});
