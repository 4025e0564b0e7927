import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider.js';

export function createSmtpMail(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
