import type { SmsProvider } from './sms-provider.js';

// Development: nothing leaves the machine. The message stays readable in the outbox (GET
// /api/v3/dev/outbox, /dev/outbox) and is printed on the console so a developer can read an OTP.
// It writes to stdout directly, not through the logger, whose lines must never carry an OTP.
export function createDevSms(
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): SmsProvider {
  return {
    name: 'dev',
    async send(to, body) {
      print(`[dev sms] to ${to}: ${body}`);
    },
  };
}
