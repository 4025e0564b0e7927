// Outside links of the retailer header. The tutorial video page is not routed in the app (shop
// operations §2); until the product has its own channel this opens a search for the tutorials.
export const TUTORIAL_VIDEO_URL = 'https://www.youtube.com/results?search_query=Galla+billing+app+tutorial';

/** The WhatsApp chat with support (accounts spec §2, Help & Support). */
export function supportChatUrl(supportPhone: string): string {
  const digits = supportPhone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}
