import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API contract', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/v3/no/such/thing');
    expect(res.http).toBe(404);
    expect(res.body).toEqual({ status: 404, error: 'No such API call: GET /api/v3/no/such/thing' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'The request body is not valid JSON' });
  });

  it('drops unknown fields instead of failing', async () => {
    const res = await t.call('POST', 'user/login', {
      body: { email: 'demo', password: 'demo1234', extra: { a: 1 } },
    });
    expect(res.body.status).toBe(200);
  });

  it('serves an OpenAPI document listing every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.keys(doc.paths);
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) =>
        line
          .replace(/^[\s│├└─]+/, '')
          .split(' (')[0]!
          .trim(),
      )
      .filter((path) => path.startsWith('/api/v3/'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const openapiPath = route.replace(/:(\w+)/g, '{$1}');
      expect(documented).toContain(openapiPath);
    }
    const docsUi = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docsUi.statusCode).toBeLessThan(400);
  });

  it('offers the development outbox outside production only', async () => {
    expect((await t.call('GET', 'dev/outbox')).http).toBe(200);
    const prod = await createTestApp({ env: 'production' });
    try {
      expect((await prod.call('GET', 'dev/outbox')).http).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('reports global flags in static/appConfig', async () => {
    const res = await t.call('GET', 'static/appConfig');
    expect(res.body.data).toMatchObject({ retailerLogin: true, sms: false, environment: 'test' });
    await t.db.insertInto('settings').values({ key: 'retailerLogin', value: 'false' }).execute();
    expect((await t.call('GET', 'static/appConfig')).body.data.retailerLogin).toBe(false);
  });
});
