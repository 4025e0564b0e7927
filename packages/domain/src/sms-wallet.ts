// The SMS wallet's words and rules shared by the server and the web app.

import { IST_OFFSET_MS } from './financial-year.js';

export const smsMessages = {
  minimumPurchase: (minSms: number) => `SMS should be greater than or equal to ${minSms}`,
  digitsOnly: 'Please enter SMS quantity in digits',
  sent: 'Message Send Successfully',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message is too long',
  chooseCustomers: 'Please select at least 1 customer',
  insufficientBalance: 'Insufficient SMS balance. Please add SMS.',
  smsOff: 'Send SMS is not enabled',
  paymentNotVerified: 'Payment could not be verified',
  paymentUnavailable: 'Payment could not be started. Please try again.',
  walletCredited: 'SMS added to your wallet',
  alreadyCredited: 'This payment is already added to your wallet',
  noCustomers: 'No customers found',
  senderSaved: 'Sender details saved',
  senderIdFormat: 'The sender id (header) is 6 letters or digits, as registered on the DLT portal',
  dltIdFormat: 'A DLT id is the 19-digit number the DLT portal gave',
  /** What operators require at the end of a promotional SMS. */
  optOut: 'Reply STOP to opt out',
} as const;

/** The longest campaign message a shop may write (a 10-part SMS in the 7-bit alphabet). */
export const SMS_MESSAGE_MAX = 1530;

/** The most customers one send may reach. */
export const SMS_RECIPIENTS_MAX = 5000;

/** The text customers receive: the shop's message, then the opt-out operators require. */
export function campaignText(message: string): string {
  return `${message}\n${smsMessages.optOut}`;
}

const WINDOW_START_H = 10;
const WINDOW_END_H = 21;

/**
 * When a promotional SMS may go: now if it is between 10:00 and 21:00 in India (the window TRAI's
 * rules let operators deliver promotional messages in), else the next 10:00 IST.
 */
export function promotionalSendTime(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = ist.getUTCHours();
  if (hour >= WINDOW_START_H && hour < WINDOW_END_H) return now;
  const next = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), WINDOW_START_H);
  const day = hour >= WINDOW_END_H ? 24 * 3_600_000 : 0;
  return new Date(next + day - IST_OFFSET_MS);
}
