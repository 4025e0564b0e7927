// Every SMS (OTPs, credit reminders, campaigns) leaves through this interface. The outbox worker is
// its only caller, so a slow or failing gateway never holds up a request.
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string, dlt?: SmsDlt): Promise<void>;
}

/**
 * TRAI's DLT registration a business SMS must travel under: the shop's or platform's principal
 * entity, the sender id (header) and the content template, with the values of its variables.
 * Operators drop a promotional SMS that does not match a registered template.
 */
export type SmsDlt = { entityId: string; senderId: string; templateId: string; variables: string[] };
