import type { Customer, InvoiceView, SavedInvoice } from '@galla/contracts/billing';
import type { Envelope } from '@galla/contracts/envelope';
import type { FakeRoutes } from '../../test/fake-fetch';
import { retailerSession } from '../../test/fixtures';
import type { Product } from '../inventory/api';
import { ownItem } from '../inventory/test-products';
import { inventoryServer } from '../inventory/test-server';

// A fake billing server for the billing screen's component tests: the serial, the GST slabs, the
// product search and scan of the inventory fake, customers and the save.

export const gstSlabs = [
  { gstId: 1, gstSlab: 'No Gst', value: null },
  { gstId: 2, gstSlab: '0%', value: 0 },
  { gstId: 3, gstSlab: '5%', value: 5 },
  { gstId: 4, gstSlab: '12%', value: 12 },
  { gstId: 5, gstSlab: '18%', value: 18 },
  { gstId: 6, gstSlab: '28%', value: 28 },
];

export const serialInfo = {
  serialNo: 7,
  billNo: 'INV/26-27/0007',
  financialYear: '2026-27',
  date: '2026-05-10',
  dateFormated: '10/05/2026',
  billNumberAvailable: '1' as const,
  canbereset: false,
};

/** ₹1,180 a piece at 18%, GST included: 2 of them are ₹2,000 taxable + ₹360 tax. */
export const phone = ownItem({
  productId: 5,
  modelName: 'Redmi Note 13',
  sellingPrice: 1180,
  purchasePrice: 1000,
  MRP: 1299,
  gst: 18,
  modelQuantity: 12,
  scanId: '8901234567890',
});
export const biscuit = ownItem({
  productId: 6,
  modelName: 'Parle-G Biscuit 100 g',
  sellingPrice: 10,
  gst: 5,
});

export const karnatakaCustomer: Customer = {
  customerId: 41,
  customerName: 'Suresh Rao',
  mobileNumber: '9845012345',
  customerEmail: null,
  customerAddress: null,
  gstNumber: null,
  companyName: null,
  stateId: 29,
  cityId: null,
  pincode: null,
  isDefault: false,
};

export const savedAnswer: SavedInvoice = {
  rewards: { points: 23 },
  invoiceDetails: [
    {
      billId: 70,
      invoiceId: 91,
      serialNo: 7,
      invoiceNumber: 'INV/26-27/0007',
      invoiceToken: 'tok',
      totalAmount: 2360,
    },
  ],
};

/** A GST shop in Maharashtra (27) unless told otherwise. */
export function billingSession(gst = true) {
  return retailerSession(
    gst
      ? { isGstNumber: 1, gstNumber: '27AAPFU0939F1ZV', stateId: 27, state: 'Maharashtra' }
      : { stateId: 27 },
  );
}

type BillingServer = {
  search?: Product[];
  barcodes?: Record<string, Product>;
  customers?: Customer[];
  serial?: typeof serialInfo;
  invoice?: InvoiceView;
  routes?: FakeRoutes;
};

export function billingServer({
  search = [phone, biscuit],
  barcodes = {},
  customers = [],
  serial = serialInfo,
  invoice,
  routes = {},
}: BillingServer = {}) {
  const fake = inventoryServer({
    search,
    barcodes,
    routes: {
      'GET billing/getSerialNo': { status: 200, data: serial },
      'GET billing/getBrandOffersandGstSlabs': { status: 200, data: { gstSlabs, brandOffers: [] } },
      'POST inventory/scan': ({ body }): Envelope<unknown> => {
        const found = barcodes[(body as { scan: string }).scan];
        return found ? { status: 200, data: found } : { status: 204, message: 'No such Products' };
      },
      'POST billing/getCustomerDetails': ({ body }): Envelope<unknown> => {
        const text = String((body as { searchData?: string }).searchData ?? '').toLowerCase();
        const found = customers.filter(
          (c) => c.customerName.toLowerCase().includes(text) || c.mobileNumber.includes(text),
        );
        return found.length > 0 ? { status: 200, data: found } : { status: 204, message: 'No such contact' };
      },
      'POST billing/saveInvoice': { status: 200, message: 'Invoice saved successfully', data: savedAnswer },
      ...(invoice ? { 'POST billing/getInvoiceDetails': { status: 200, data: invoice } } : {}),
      ...routes,
    },
  });
  return { ...fake, bodiesTo: (key: string) => fake.callsTo(key).map((c) => c.body) };
}
