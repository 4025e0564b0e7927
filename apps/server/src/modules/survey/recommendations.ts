import { formatInr } from '@galla/domain/money';
import type { GiftCard } from '../../providers/gift-cards/gift-card-provider.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The Get Recommendations panel (survey/getUserRecommendations answers html): the vouchers on offer,
 * greeting the Facebook user by name. Only text from our catalogue, escaped; no markup of theirs.
 */
export function recommendationsHtml(name: string | null, cards: GiftCard[]): string {
  const greeting = `<p>${escapeHtml(name ? `Hi ${name}, vouchers picked for you:` : 'Vouchers picked for you:')}</p>`;
  if (cards.length === 0) return `${greeting}<p>No recommendations yet. Please check again later.</p>`;
  const items = cards.map((c) => `<li>${escapeHtml(`${c.name}: ${formatInr(c.pricePaise)} voucher`)}</li>`);
  return `${greeting}<ul>${items.join('')}</ul>`;
}
