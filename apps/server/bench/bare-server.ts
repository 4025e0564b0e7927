import Fastify from 'fastify';

// The baseline: a bare Fastify app with one route, run as its own process exactly like the real
// server, so each scenario can be read as a multiple of "what Fastify alone costs on this machine".
// It logs requests at the same level as the real server, so the ratio is about our code, not pino.
const port = Number(process.env.PORT ?? 3211);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/bare', async () => ({ status: 200 }));

await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
