import type { SmsProvider } from './sms-provider.js';

export type HttpSmsOptions = { url: string; apiKey: string; senderId: string; timeoutMs?: number };

// A JSON-over-HTTPS SMS gateway (the common shape of Indian DLT gateways): POST { sender, to, message }
// with the key in a header; any non-2xx answer is a failure the outbox retries.
export function createHttpSms(options: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send(to, body) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ sender: options.senderId, to: `91${to}`, message: body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
