import type { Generated } from 'kysely';

// Migration 2026112870_console_messaging.
export interface ConsoleMessagesTable {
  id: Generated<number>;
  /** The form's message id: unique, so the same message is never sent twice. */
  client_key: string;
  staff_id: number;
  text: string;
  email_subject: string | null;
  send_sms: number;
  send_email: number;
  /** JSON of the audience filter. */
  audience: string;
  notified: number;
  sms_queued: number;
  emails_queued: number;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    console_messages: ConsoleMessagesTable;
  }
}
