import type { Scenario } from '../lib/scenario.ts';

export const bare: Scenario = {
  name: 'bare',
  title: 'bare Fastify GET /bare',
  target: 'bare',
  prepare: async () => ({ method: 'GET', path: '/bare' }),
};
