import type { InvoiceView } from '@galla/contracts/billing';
import { amountInWords } from '@galla/domain/amount-in-words';
import { planFinance } from '@galla/domain/emi';
import { gstinCheckChar } from '@galla/domain/gstin';
import { computeInvoice, hsnSummary, type LineInput } from '@galla/domain/invoice-math';
import { type Paise, paiseToRupees } from '@galla/domain/money';
import { milliToQuantity } from '@galla/domain/quantity';

// Realistic invoice views for the PDF tests and the PDF benchmark. The figures come from the domain
// invoice math, so every total, tax and HSN row agrees with the lines to the paisa, as the real
// service's view does.

export type TestInvoiceKind =
  /** Maharashtra shop, Maharashtra buyer: CGST + SGST. */
  | 'intra'
  /** Maharashtra shop, registered Karnataka buyer: IGST. */
  | 'inter'
  /** Chandigarh shop and buyer: CGST + UTGST. */
  | 'utgst'
  /** A shop without a GSTIN: Bill of Supply. */
  | 'nogst';

export type TestInvoiceOptions = {
  kind?: TestInvoiceKind;
  lines?: number;
  /** Shop, customer and a few product names in Hindi. */
  hindi?: boolean;
  upiId?: string | null;
  status?: number;
  /** Adds a down payment and a 6-month EMI plan, paid by finance. */
  finance?: boolean;
};

type Product = {
  name: string;
  hindi?: string;
  hsn: string;
  rateBps: number;
  unit: string;
  pricePaise: Paise;
};

const products: Product[] = [
  {
    name: 'Samsung Galaxy M35 5G (8GB/128GB, Moonlight Blue)',
    hsn: '8517',
    rateBps: 1800,
    unit: 'Pcs',
    pricePaise: 16_999_00,
  },
  {
    name: 'boAt Rockerz 255 Pro+ Bluetooth Neckband',
    hsn: '8518',
    rateBps: 1800,
    unit: 'Pcs',
    pricePaise: 1_299_00,
  },
  {
    name: 'Basmati Rice (India Gate Classic)',
    hindi: 'बासमती चावल',
    hsn: '1006',
    rateBps: 500,
    unit: 'Kg',
    pricePaise: 189_50,
  },
  {
    name: 'Tata Salt Lite 1 kg',
    hindi: 'टाटा नमक',
    hsn: '2501',
    rateBps: 500,
    unit: 'Pcs',
    pricePaise: 45_00,
  },
  {
    name: 'Havells 1.5 sq mm FR PVC Wire (90 m coil)',
    hsn: '8544',
    rateBps: 1800,
    unit: 'Roll',
    pricePaise: 2_150_00,
  },
  {
    name: 'Amul Pure Ghee 1 L Tin',
    hindi: 'अमूल घी',
    hsn: '0405',
    rateBps: 1200,
    unit: 'Ltr',
    pricePaise: 649_00,
  },
  {
    name: 'Philips 9W LED Bulb B22 (pack of 4)',
    hsn: '8539',
    rateBps: 1800,
    unit: 'Box',
    pricePaise: 399_00,
  },
  {
    name: 'Asian Paints Apcolite Premium Emulsion 4 L',
    hsn: '3209',
    rateBps: 1800,
    unit: 'Pcs',
    pricePaise: 2_875_00,
  },
];

const states = {
  '04': 'Chandigarh',
  '27': 'Maharashtra',
  '29': 'Karnataka',
} as const;

function gstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

const rupees = (p: Paise) => paiseToRupees(p);

export function testInvoiceView(options: TestInvoiceOptions = {}): InvoiceView {
  const {
    kind = 'intra',
    lines: lineCount = 4,
    hindi = false,
    upiId = null,
    status = 1,
    finance = false,
  } = options;
  const gst = kind !== 'nogst';
  const shopState = kind === 'utgst' ? '04' : '27';
  const buyerState = kind === 'inter' ? '29' : shopState;
  const mode = kind === 'inter' ? 'inter' : 'intra';

  const picked = Array.from({ length: lineCount }, (_, i) => products[i % products.length]!);
  const inputs: LineInput[] = picked.map((p, i) => ({
    // Loose goods sold by weight get fractional quantities, as a grocery counter does.
    qtyMilli: p.unit === 'Kg' ? 2_500 : ((i % 3) + 1) * 1000,
    unitPricePaise: p.pricePaise,
    discountPaise: i % 4 === 1 ? 50_00 : 0,
    rateBps: gst ? p.rateBps : null,
    priceIncludesTax: true,
  }));
  const invoiceDiscountPaise = lineCount > 1 ? 100_00 : 0;
  const result = computeInvoice({
    lines: inputs,
    mode,
    invoiceDiscountPaise,
    roundOff: true,
    utgst: kind === 'utgst',
  });
  const { totals } = result;
  const serialNo = 7;
  const invoiceNumber = `${gst ? 'INV' : 'BOS'}/26-27/${String(serialNo).padStart(4, '0')}`;
  const invoiceDate = '2026-11-18';

  const viewLines = result.lines.map((line, i) => {
    const product = picked[i]!;
    const input = inputs[i]!;
    return {
      lineNo: i + 1,
      productId: 100 + (i % products.length),
      modelName: hindi && product.hindi ? `${product.hindi} (${product.name})` : product.name,
      HSN: product.hsn,
      quantity: milliToQuantity(input.qtyMilli),
      units: product.unit,
      price: rupees(input.unitPricePaise),
      grossAmount: rupees(line.amountPaise + input.discountPaise + line.invoiceDiscountSharePaise),
      discountAmount: rupees(input.discountPaise + line.invoiceDiscountSharePaise),
      amountBeforeTax: rupees(line.taxablePaise),
      gstPercent: input.rateBps === null ? null : input.rateBps / 100,
      cgstAmount: rupees(line.cgstPaise),
      sgstAmount: rupees(line.sgstPaise),
      igstAmount: rupees(line.igstPaise),
      amount: rupees(line.totalPaise),
      priceIncludesTax: input.priceIncludesTax,
      productNote: i === 0 && product.hsn === '8517' ? ['IMEI 356938035643809'] : [],
    };
  });

  const summary = gst
    ? hsnSummary(
        result.lines.map((line, i) => ({ hsn: picked[i]!.hsn, rateBps: inputs[i]!.rateBps, result: line })),
      ).map((row) => ({
        HSN: row.hsn,
        gstPercent: row.rateBps === null ? null : row.rateBps / 100,
        amountBeforeTax: rupees(row.taxablePaise),
        cgstAmount: rupees(row.cgstPaise),
        sgstAmount: rupees(row.sgstPaise),
        igstAmount: rupees(row.igstPaise),
        totalTax: rupees(row.taxPaise),
      }))
    : [];

  const grand = totals.grandTotalPaise;
  const plan = finance
    ? planFinance({
        totalPaise: grand,
        downPaymentPaise: Math.floor(grand / 500) * 100,
        months: 6,
        invoiceDate,
      })
    : null;
  if (plan && !plan.ok) throw new Error(plan.error);

  return {
    billId: 41,
    invoiceId: 41,
    version: 1,
    status,
    billtype: gst ? 'GST' : 'NOGST',
    title: gst ? 'Tax Invoice' : 'Bill of Supply',
    invoiceNumber,
    serialNo,
    financialYear: '2026-27',
    invoiceDate,
    gstType: mode === 'inter' ? 'IGST' : 'CGST and SGST',
    utgst: result.utgst,
    placeOfSupply: { code: buyerState, name: states[buyerState] },
    reverseCharge: false,
    shop: {
      tradeName: hindi ? 'राम किराना स्टोर' : 'Sharma Electronics & General Stores',
      legalName: hindi ? 'Ram Kirana Store Private Limited' : 'Sharma Retail LLP',
      addressLine1: kind === 'utgst' ? 'SCO 45, Sector 17-C' : 'Shop 12, Ganesh Market, Station Road',
      addressLine2: kind === 'utgst' ? null : 'Near Dadar Railway Station',
      city: kind === 'utgst' ? 'Chandigarh' : 'Mumbai',
      state: states[shopState],
      stateCode: shopState,
      pincode: kind === 'utgst' ? '160017' : '400014',
      gstNumber: gst ? gstin(shopState, 'AAPFU0939F') : null,
      contactNumber: '9876543210',
      email: 'billing@sharma.example',
      upiId,
    },
    customer: {
      customerId: 9,
      customerName: hindi ? 'सुनीता देवी' : kind === 'inter' ? 'Kaveri Traders' : 'Anita Deshpande',
      mobileNumber: '9123456780',
      customerEmail: null,
      customerAddress:
        kind === 'inter'
          ? '4th Cross, Gandhi Bazaar, Basavanagudi, Bengaluru 560004'
          : 'Flat 3, Shanti Niwas, Dadar',
      companyName: kind === 'inter' ? 'Kaveri Traders Pvt Ltd' : null,
      gstNumber: kind === 'inter' ? gstin('29', 'AABCK1234M') : null,
      state: states[buyerState],
      stateCode: buyerState,
      isDefault: false,
    },
    lines: viewLines,
    hsnSummary: summary,
    totals: {
      grossAmount: rupees(totals.grossPaise),
      discountAmount: rupees(totals.lineDiscountPaise + totals.invoiceDiscountPaise),
      amountBeforeTax: rupees(totals.taxablePaise),
      cgstAmount: rupees(totals.cgstPaise),
      sgstAmount: rupees(totals.sgstPaise),
      igstAmount: rupees(totals.igstPaise),
      totalTax: rupees(totals.taxPaise),
      roundOff: rupees(totals.roundOffPaise),
      totalAmount: rupees(grand),
      amountInWords: amountInWords(grand),
      totalQuantity: milliToQuantity(inputs.reduce((sum, l) => sum + l.qtyMilli, 0)),
    },
    payments: plan?.ok
      ? [{ mode: 'finance', label: 'Finance', amount: rupees(grand) }]
      : [
          { mode: 'cash', label: 'Cash', amount: rupees(grand - Math.floor(grand / 300) * 100) },
          { mode: 'upi', label: 'UPI', amount: rupees(Math.floor(grand / 300) * 100) },
        ],
    finance: plan?.ok
      ? {
          downPayment: rupees(grand - plan.plan.financePaise),
          financeAmount: rupees(plan.plan.financePaise),
          emiAmount: rupees(plan.plan.emiPaise),
          numberOfMonths: 6,
          startDateEmi: plan.plan.startDateEmi,
          endDateEmi: plan.plan.endDateEmi,
        }
      : null,
    remark: 'Goods once sold will be exchanged within 7 days with the bill.',
    points: 12,
    invoiceToken: 'tok_4f9c2a',
    createdAt: '2026-11-18T06:45:12.000Z',
  };
}
