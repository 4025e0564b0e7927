import type { MailProvider } from './mail-provider.js';

// Development: the message stays in the outbox table, readable at /dev/outbox; nothing is sent.
export function createDevMail(): MailProvider {
  return { name: 'dev', async send() {} };
}
