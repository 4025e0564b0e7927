import { demo } from '../lib/demo.ts';
import type { Scenario } from '../lib/scenario.ts';

export const login: Scenario = {
  name: 'login',
  title: 'POST user/login (password)',
  target: 'app',
  note: 'argon2id password verification is deliberately slow; each login also creates a session',
  prepare: async () => ({
    method: 'POST',
    path: '/api/v3/user/login',
    body: { email: demo.username, password: demo.password },
  }),
};
