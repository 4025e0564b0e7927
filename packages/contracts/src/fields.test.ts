import { messages } from '@galla/domain/messages';
import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth.js';
import { ZAddCustomerRequest } from './billing.js';
import { ZMobile } from './fields.js';
import { ZForgotPasswordRequest } from './passwords.js';

// The server reads a number the way the boxes do: the prefix is understood, never kept as digits.
describe('mobile numbers in the contract', () => {
  it('reads the issue-17 examples as their 10 digits', () => {
    expect(ZMobile.parse('+91 98450 12345')).toBe('9845012345');
    expect(ZMobile.parse('+919876543210')).toBe('9876543210');
    expect(ZMobile.parse('+91 98765 43210')).toBe('9876543210');
    const customer = ZAddCustomerRequest.parse({
      customerName: 'Suresh Rao',
      mobileNumber: '+91 98450 12345',
    });
    expect(customer.mobileNumber).toBe('9845012345');
    const login = ZLoginRequest.parse({ contactNumber: '+91 98765 43210', otp: '123456' });
    expect(login.contactNumber).toBe('9876543210');
  });

  it('reads a forgot-password identity typed as a number, leaving e-mails and user names alone', () => {
    const keyword = (text: string) => ZForgotPasswordRequest.parse({ keyword: text }).keyword;
    expect(keyword('+91 98765 43210')).toBe('9876543210');
    expect(keyword('9876543210')).toBe('9876543210');
    expect(keyword('owner@shop.in')).toBe('owner@shop.in');
    expect(keyword('0987654321x')).toBe('0987654321x');
  });

  it("refuses what is not a number with the screen's own message", () => {
    expect(ZMobile.safeParse('9198765432100').error?.issues[0]?.message).toBe(messages.mobileInvalid);
    const customer = ZAddCustomerRequest.safeParse({
      customerName: 'Suresh Rao',
      mobileNumber: '98450abc45',
    });
    expect(customer.error?.issues[0]?.message).toBe(messages.customerMobile);
  });
});
