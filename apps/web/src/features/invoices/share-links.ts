// WhatsApp click-to-chat links for sharing an invoice. wa.me needs the number in international form
// without '+'; Indian mobiles are stored as 10 digits, so 91 is put in front.

/** The customer's number as wa.me wants it, or null when it is not a usable Indian mobile. */
export function whatsappNumber(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}

/** A chat with the customer prefilled with `text`, or, without a number, WhatsApp's contact picker. */
export function whatsappUrl(text: string, mobile?: string | null): string {
  const number = whatsappNumber(mobile);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
