import type { Scenario } from '../lib/scenario.ts';

export const getProfile: Scenario = {
  name: 'getProfile',
  title: 'GET user/getProfile (auth-token)',
  target: 'app',
  note: 'verifies the JWT and checks the session row on every request, then reads the profile',
  prepare: async ({ demoToken }) => ({
    method: 'GET',
    path: '/api/v3/user/getProfile',
    headers: { 'auth-token': await demoToken() },
  }),
};
