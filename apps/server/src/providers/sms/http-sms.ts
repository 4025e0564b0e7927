import type { SmsProvider } from './sms-provider.js';

export type HttpSmsOptions = { url: string; apiKey: string; senderId: string; timeoutMs?: number };

// A JSON-over-HTTPS SMS gateway (the common shape of Indian DLT gateways): POST { sender, to, message }
// with the key in a header, and the DLT entity and template of a campaign message; any non-2xx answer is a failure the outbox retries.
export function createHttpSms(options: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send(to, body, dlt) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          sender: dlt?.senderId ?? options.senderId,
          to: `91${to}`,
          message: body,
          ...(dlt
            ? { dlt: { entityId: dlt.entityId, templateId: dlt.templateId, variables: dlt.variables } }
            : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
