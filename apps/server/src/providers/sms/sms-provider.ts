// Every SMS (OTPs, credit reminders, campaigns) leaves through this interface. The outbox worker is
// its only caller, so a slow or failing gateway never holds up a request.
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}
