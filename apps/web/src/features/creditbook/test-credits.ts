import type { CreditDetails, CreditSummary } from '@galla/contracts/creditbook';

// Answers of the credit book calls, shaped as the server gives them.
export function credit(overrides: Partial<CreditSummary> = {}): CreditSummary {
  return {
    creditId: 11,
    customerId: 5,
    customerName: 'Asha Kulkarni',
    mobileNumber: '9822098220',
    billId: 40,
    invoiceId: 40,
    billNumber: 'INV/26-27/0040',
    dueBalance: 1000,
    startDate: '2026-12-21',
    endDate: '2027-02-21',
    totalEmi: 3,
    emiAmount: 333.33,
    totalAmount: 1000,
    receivedAmount: 0,
    status: 'open',
    ...overrides,
  };
}

export function details(paidFirst = false): CreditDetails {
  const row = (n: number, endDate: string, amount: number, paid: boolean) => ({
    creditBookDetailsId: 100 + n,
    creditId: 11,
    instalment: n,
    endDate,
    amount,
    paidAmount: paid ? amount : 0,
    status: paid ? 1 : 0,
    paidOn: paid ? '2026-11-25' : null,
  });
  return {
    creditBookDetails: {
      ...credit(paidFirst ? { dueBalance: 666.67, receivedAmount: 333.33 } : {}),
      billAmount: 1180,
      downPayment: 180,
      invoiceDate: '2026-11-21',
      tradeName: 'Sharma Mobiles',
    },
    emiPayDetails: [
      row(1, '2026-12-21', 333.33, paidFirst),
      row(2, '2027-01-21', 333.33, false),
      row(3, '2027-02-21', 333.34, false),
    ],
  };
}
