export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

// Every e-mail (reports, vouchers, invoices) leaves through this interface, called by the outbox worker.
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
