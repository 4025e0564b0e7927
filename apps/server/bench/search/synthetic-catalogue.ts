// A million-model catalogue for the search benchmark, made up deterministically from word pools
// that look like Indian retail listings ("Zentra Nova X52 5G 8GB 128GB Midnight Blue"), so the
// trigram indexes see realistic text: shared brand and series words, model codes, sizes, colours.

const brandStems = [
  'Zen',
  'Nova',
  'Kri',
  'Vee',
  'Aro',
  'Sur',
  'Taj',
  'Indi',
  'Maha',
  'Shri',
  'Lux',
  'Pri',
  'Omni',
  'Agni',
  'Vayu',
  'Jal',
  'Bharat',
  'Desi',
  'Ganga',
  'Kaveri',
  'Neel',
  'Ratna',
  'Sona',
  'Tara',
  'Ujala',
  'Veda',
];
const brandEnds = ['tra', 'tech', 'ix', 'ora', 'mart', 'line', 'kart', 'wave', 'core', 'gen', 'one', 'max'];
const series = [
  'Pro',
  'Max',
  'Lite',
  'Neo',
  'Prime',
  'Ultra',
  'Plus',
  'Air',
  'Star',
  'Edge',
  'Classic',
  'Smart',
  'Eco',
  'Turbo',
  'Royal',
  'Gold',
  'Fresh',
  'Pure',
  'Active',
  'Power',
];
const kinds = [
  'Smartphone',
  'Earbuds',
  'Power Bank',
  'LED TV',
  'Mixer Grinder',
  'Ceiling Fan',
  'Atta',
  'Basmati Rice',
  'Tea',
  'Biscuits',
  'Shampoo',
  'Soap',
  'T-Shirt',
  'Jeans',
  'Sneakers',
  'Sandals',
  'Notebook',
  'Pen',
  'Paracetamol Tablets',
  'Cough Syrup',
  'Wall Paint',
  'Tap',
  'Helmet',
  'Cricket Bat',
  'Pressure Cooker',
  'Water Bottle',
  'Backpack',
  'Wrist Watch',
  'Laptop',
  'Keyboard',
];
const sizes = [
  '500 g',
  '1 kg',
  '5 kg',
  '10 kg',
  '200 ml',
  '1 L',
  '32 inch',
  '43 inch',
  '55 inch',
  '4GB 64GB',
  '6GB 128GB',
  '8GB 256GB',
  'XL',
  'L',
  'M',
  'UK 8',
  'UK 9',
  'Pack of 3',
  '1200 W',
  '750 W',
];
const colours = [
  'Black',
  'Blue',
  'Red',
  'White',
  'Silver',
  'Green',
  'Grey',
  'Gold',
  'Midnight Blue',
  'Rose Pink',
  '',
];

export const BENCH_MODEL_ID_START = 10_000_000;

/** Deterministic: model n always has the same name. */
export function syntheticModelName(n: number): string {
  const brand =
    brandStems[n % brandStems.length]! + brandEnds[Math.floor(n / brandStems.length) % brandEnds.length]!;
  const s = series[Math.floor(n / 7) % series.length]!;
  const kind = kinds[Math.floor(n / 13) % kinds.length]!;
  const code = `${String.fromCharCode(65 + (n % 26))}${(n * 7919) % 1000}`;
  const size = sizes[Math.floor(n / 3) % sizes.length]!;
  const colour = colours[Math.floor(n / 11) % colours.length]!;
  return `${brand} ${s} ${kind} ${code} ${size} ${colour}`.trim();
}

/** Search words a shopper would type, taken from the same pools (some partial, some two words). */
export function searchTerms(count: number): string[] {
  const terms: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = syntheticModelName((i * 104_729) % 1_000_000).split(' ');
    const word = name[i % 4]!.toLowerCase();
    if (i % 3 === 0) terms.push(word.slice(0, Math.max(3, word.length - 2)));
    else if (i % 3 === 1) terms.push(`${name[0]!.toLowerCase()} ${name[2]!.toLowerCase()}`);
    else terms.push(word);
  }
  return terms;
}
