import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundary', () => {
  it("shows 'Something went wrong.' with BACK TO HOME", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: ErrorPage }]);
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO HOME' }).getAttribute('href')).toBe('/');
  });
});
