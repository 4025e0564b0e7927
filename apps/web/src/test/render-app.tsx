import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { type Session, setSession } from '../lib/session';

type RenderAppOptions = { session?: Session; fakeTimers?: boolean };

/** Renders the whole app (real routes, guards and lazy pages) at `path` in a memory router. */
export function renderApp(path: string, { session, fakeTimers }: RenderAppOptions = {}) {
  setSession(session ?? null);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user, router, queryClient };
}

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return decodeURI(router.state.location.pathname);
}
