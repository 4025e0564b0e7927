import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig, type FakeRoutes, installFakeFetch } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';

const wallet = (final_msgs: number) => ({
  status: 200,
  data: {
    final_msgs,
    smsRate: 10,
    minSms: 200,
    minAmount: 2000,
    charsGsm: 160,
    charsUnicode: 70,
    optOut: 'Reply STOP to opt out',
    payments: { provider: 'dev', keyId: 'rzp_test_dev' },
  },
});
const person = (customerId: number, customerName: string, bounced = false) => ({
  customerId,
  customerName,
  mobileNumber: `98220000${customerId}0`,
  bounced,
});

function server(balance = 10, sendAt = '2026-11-21T06:30:00.000Z', extra: FakeRoutes = {}) {
  return installFakeFetch({
    ...extra,
    'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, sms: true } },
    'GET paySMS/getWallet': wallet(balance),
    'GET paySMS/getDropDownPaySms': {
      status: 200,
      data: { superCategories: [{ id: 1, name: 'Mobiles' }], categories: [], brands: [], models: [] },
    },
    'POST paySMS/getCustomers': {
      status: 200,
      data: {
        nonBounced: [person(1, 'Asha Kulkarni'), person(2, 'Meena Patil')],
        bounced: [person(3, 'Ravi Shinde', true)],
      },
    },
    'POST paySMS/payWallet': {
      status: 200,
      data: {
        orderId: 'order_dev1',
        amount: 2500,
        currency: 'INR',
        sms: 250,
        provider: 'dev',
        keyId: 'rzp_test_dev',
      },
    },
    'POST dev/payments/pay': {
      status: 200,
      data: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_dev1', razorpay_signature: 'abc' },
    },
    'POST paySMS/confirmWallet': {
      status: 200,
      message: 'SMS added to your wallet',
      data: { final_msgs: 260, credited: 250 },
    },
    'POST paySMS/sendSmsCustomers': {
      status: 200,
      message: 'Message Send Successfully',
      data: { final_msgs: 8, smsUsed: 2, recipients: 2, sendAt },
    },
  });
}

describe('/Send SMS', () => {
  it('is not there while the SMS flag is off', async () => {
    installFakeFetch();
    const { router } = renderApp('/Send SMS', { session: retailerSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('counts SMS as the message is typed, opt-out included: 160 plain, 70 with Hindi', async () => {
    server();
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    expect((await screen.findByTestId('sms-balance')).textContent).toBe('10 SMS');
    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hello');
    expect(screen.getByText('27 characters · 1 SMS per customer')).toBeTruthy();
    await user.type(box, 'x'.repeat(134));
    expect(screen.getByText('161 characters · 2 SMS per customer')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'नमस्ते');
    expect(screen.getByText('28 characters · 1 SMS per customer')).toBeTruthy();
  });

  it('buys SMS: the minimum from the server, then the test checkout and the confirmation', async () => {
    const fake = server();
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add SMS' }));
    const quantity = await screen.findByLabelText('Number of SMS');
    await user.clear(quantity);
    await user.type(quantity, '15a0');
    expect((quantity as HTMLInputElement).value).toBe('150');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('SMS should be greater than or equal to 200')).toBeTruthy();
    expect(fake.callsTo('POST paySMS/payWallet')).toHaveLength(0);
    await user.type(quantity, '{backspace}{backspace}{backspace}250');
    expect(screen.getByText('Amount: ₹2,500.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,500.00' }));
    expect(await screen.findByText('SMS added to your wallet')).toBeTruthy();
    expect(fake.callsTo('POST paySMS/payWallet')[0]?.body).toEqual({ sms: 250 });
    expect(fake.callsTo('POST paySMS/confirmWallet')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_dev1',
      razorpay_signature: 'abc',
    });
  });

  it('sends to the chosen customers, bounced ones left out unless ticked', async () => {
    const fake = server();
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a message')).toBeTruthy();
    await user.type(screen.getByLabelText('Message'), 'Diwali offer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const bounced = await screen.findByRole('region', { name: 'Bounced (last SMS not delivered)' });
    expect((within(bounced).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('sms-summary').textContent).toBe('2 customers × 1 SMS = 2 SMS');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Send Successfully')).toBeTruthy();
    expect(fake.callsTo('POST paySMS/sendSmsCustomers')[0]?.body).toEqual({
      message: 'Diwali offer',
      customers: [1, 2],
    });
  });

  it('will not send more than the wallet holds', async () => {
    server(1);
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.type(await screen.findByLabelText('Message'), 'Offer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Not enough SMS: add 1 more.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when a message sent at night will go out', async () => {
    server(10, '2099-01-02T04:30:00.000Z');
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.type(await screen.findByLabelText('Message'), 'Offer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Offers are delivered between 10:00 and 21:00: your message goes out on 02/01/2099 10:00:00.',
      ),
    ).toBeTruthy();
  });

  it("buys through Razorpay's checkout window and confirms what it hands back", async () => {
    const razorpay = installFakeFetch({
      'GET static/appConfig': { status: 200, data: { ...defaultAppConfig, sms: true } },
      'GET paySMS/getWallet': {
        ...wallet(0),
        data: { ...wallet(0).data, payments: { provider: 'razorpay', keyId: 'rzp_live_k' } },
      },
      'POST paySMS/payWallet': {
        status: 200,
        data: {
          orderId: 'order_R1',
          amount: 2000,
          currency: 'INR',
          sms: 200,
          provider: 'razorpay',
          keyId: 'rzp_live_k',
        },
      },
      'POST paySMS/confirmWallet': {
        status: 200,
        message: 'SMS added to your wallet',
        data: { final_msgs: 200, credited: 200 },
      },
    });
    const opened: Record<string, unknown>[] = [];
    window.Razorpay = class {
      constructor(private readonly options: { handler: (a: object) => void } & Record<string, unknown>) {}
      open() {
        opened.push(this.options);
        this.options.handler({
          razorpay_payment_id: 'pay_R1',
          razorpay_order_id: 'order_R1',
          razorpay_signature: 'sig',
        });
      }
    } as never;
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Add SMS' }));
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('SMS added to your wallet')).toBeTruthy();
    expect(opened[0]).toMatchObject({
      key: 'rzp_live_k',
      order_id: 'order_R1',
      amount: 200_000,
      currency: 'INR',
      name: 'Kumar Kirana Store',
    });
    expect(razorpay.callsTo('POST paySMS/confirmWallet')[0]?.body).toEqual({
      razorpay_payment_id: 'pay_R1',
      razorpay_order_id: 'order_R1',
      razorpay_signature: 'sig',
    });
    expect(razorpay.callsTo('POST dev/payments/pay')).toHaveLength(0);
    window.Razorpay = undefined;
  });

  it("lets the owner set the shop's DLT header and template, refusing a malformed header in the server's words", async () => {
    const inUse = { entityId: '1201159100000000001', senderId: 'GALLAB', templateId: '1207161700000000002' };
    const fake = server(10, undefined, {
      'GET paySMS/senderSettings': {
        status: 200,
        data: { shop: { entityId: '', senderId: '', templateId: '' }, inUse },
      },
      'POST paySMS/senderSettings': {
        status: 200,
        message: 'Sender details saved',
        data: {
          shop: { entityId: '', senderId: 'MOBHUB', templateId: '' },
          inUse: { ...inUse, senderId: 'MOBHUB' },
        },
      },
    });
    const { user } = renderApp('/Send SMS', { session: retailerSession() });
    await user.click(await screen.findByRole('button', { name: 'Sender (DLT)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sender registration (DLT)' });
    const header = await within(dialog).findByLabelText('Sender id (header)');
    expect(within(dialog).getByText('In use now: GALLAB')).toBeTruthy();
    await user.type(header, 'MOB-HB');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The sender id (header) is 6 letters or digits, as registered on the DLT portal',
      ),
    ).toBeTruthy();
    expect(fake.callsTo('POST paySMS/senderSettings')).toHaveLength(0);
    await user.clear(header);
    await user.type(header, 'mobhub');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST paySMS/senderSettings')).toHaveLength(1));
    expect(fake.callsTo('POST paySMS/senderSettings')[0]!.body).toEqual({
      entityId: '',
      senderId: 'MOBHUB',
      templateId: '',
    });
    expect(await screen.findByText('Sender details saved')).toBeTruthy();
  });

  it('offers the sender settings to the owner only', async () => {
    server();
    renderApp('/Send SMS', { session: retailerSession({ userType: 'subRetailer' }) });
    expect(await screen.findByTestId('sms-balance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sender (DLT)' })).toBeNull();
  });
});
