// The FAQ page (Help → FAQ'S), shown in array order. Ids are permanent: edit an entry in place and give
// a new one the next free id, below 1000 (entries staff add in the console get ids from 1001 on).
// An entry staff have edited, hidden or moved in the console is no longer updated from here.

export interface FaqSeed {
  readonly id: number;
  readonly question: string;
  readonly answer: string;
}

export const faqs: readonly FaqSeed[] = [
  {
    id: 1,
    question: 'How do I log in to Galla?',
    answer:
      'Enter your 10 digit mobile number and tap Get OTP. We send a 6 digit one-time password (OTP) by SMS; it is valid for 5 minutes. If it does not arrive, tap Resend OTP after 30 seconds. You can also log in with your e-mail or user name and password.',
  },
  {
    id: 2,
    question: 'How do I make my first bill?',
    answer:
      'Open Billing from the home screen. Choose or add the customer, search your products by name or scan the barcode, check the quantities and discounts, pick the mode of payment and save the invoice. The bill number and date are filled in for you; tap Edit beside the bill number to change them.',
  },
  {
    id: 3,
    question: 'How do I make GST invoices?',
    answer:
      "Turn on 'Make GST Bills?' in the side menu and add your 15 character GSTIN in My Profile. Galla then prints a tax invoice with HSN codes, the GST rate of every line and CGST + SGST for a buyer in your state or IGST for a buyer in another state. Without a GSTIN you issue a Bill of Supply with no tax lines.",
  },
  {
    id: 4,
    question: 'How are invoice numbers decided?',
    answer:
      'Invoice numbers run in order within each financial year (1 April to 31 March) and start again from 1 on 1 April, as the GST rules expect. You can set the starting number with Change BillId when you make the first bill of the year.',
  },
  {
    id: 5,
    question: 'Can I edit or cancel an invoice after saving it?',
    answer:
      'Yes. Open it from Search Invoices and tap Edit to correct it, or delete it to cancel it. A cancelled invoice stays in your records marked Cancelled and its items go back into stock; an edited invoice keeps the old version for your records.',
  },
  {
    id: 6,
    question: 'How do I send an invoice to my customer?',
    answer:
      'After saving, tap Share on the invoice. Your customer gets a link to download the invoice PDF, which you can send on WhatsApp, SMS or e-mail. You can switch between the long and short form of the invoice before sharing.',
  },
  {
    id: 7,
    question: 'How do I add products and keep track of stock?',
    answer:
      'Open Manage Inventory and search for the product. Tap Add + to put a product from the catalogue into your inventory, or Add Product to create your own with price, MRP, HSN, GST rate and unit. Stock goes down with every bill and back up when a bill is cancelled; items with low stock are shown in amber and those out of stock in red.',
  },
  {
    id: 8,
    question: 'Can my staff use Galla on their own phones?',
    answer:
      'Yes. Open Add Sub User from the side menu, enter your staff member’s name and mobile number and confirm with the OTP sent to that number. Sub-users log in with their own number and can bill and manage stock for your shop, but cannot change your shop profile. You can edit or remove a sub-user at any time.',
  },
  {
    id: 9,
    question: 'How does the Credit book work?',
    answer:
      'When a customer pays later or in instalments, choose Finance as the mode of payment while billing and enter the down payment and the number of months. Galla makes an EMI schedule for that bill in the Credit book, where you can see what is due and mark each instalment as paid.',
  },
  {
    id: 10,
    question: 'Can I send SMS offers to my customers?',
    answer:
      'Yes, with Send SMS. Write your message, choose the customers, and Galla shows how many SMS it needs. SMS are paid from your SMS balance, which you top up online from the same screen. The feature appears in the menu once it is switched on for your account.',
  },
  {
    id: 11,
    question: 'What are reward points and how do I redeem them?',
    answer:
      'You earn reward points on the invoices you make in Galla. See your points and history under Rewards, and redeem them for gift vouchers from the Redeem section; the voucher is sent to your e-mail, or by SMS if you have no e-mail.',
  },
  {
    id: 12,
    question: 'Which reports can I get?',
    answer:
      'Open Reports for the Sales Report, the Profit and Loss Report, the Expense Report and the Inventory Overview. Choose a date range of up to 12 months; the sales report is sent to your e-mail.',
  },
  {
    id: 13,
    question: 'How do I change the categories I sell?',
    answer:
      'Open Manage Category from the side menu, select or clear the categories of products you sell and tap Submit. Selecting a group selects all the categories in it.',
  },
  {
    id: 14,
    question: 'Is my data safe, and can I delete it?',
    answer:
      'Your bills, customers and stock are visible only to you and the sub-users you add. To have your account and data deleted, write to our support e-mail from your registered e-mail address; we handle deletion requests within 1 working day.',
  },
  {
    id: 15,
    question: 'How do I contact Galla support?',
    answer: 'Open Help in the side menu to chat with us on WhatsApp, Monday to Saturday, 9:00 am to 6:00 pm.',
  },
];
