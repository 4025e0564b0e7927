export type Faq = { question: string; answer: string };

/**
 * The FAQ search (accounts spec §2; the original's filter did not work): an entry matches when its
 * question or answer contains every word typed, in any case. An empty search keeps every entry.
 */
export function filterFaqs<T extends Faq>(faqs: readonly T[], search: string): T[] {
  const words = search.toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question}\n${faq.answer}`.toLocaleLowerCase('en-IN');
    return words.every((word) => text.includes(word));
  });
}
