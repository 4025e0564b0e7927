// Catalogue: gold, silver, diamond and platinum jewellery, coins, gemstones, imitation jewellery and
// watches (super category 'Jewellery').
// Id range 2_900_000–2_999_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST: precious-metal jewellery, coins and bars, pearls and imitation jewellery 3%; cut and polished
// diamonds and precious stones 0.25%; glass and lac bangles nil; watches and clocks 18%. Gold, silver
// and platinum sell by weight (unit g) at the day's rate, so they carry no MRP.

import { catalogueFile, group, type Kind } from './expand.js';

const GRAM = 9;

const GOLD: Kind = { categoryId: 130, hsn: '71131910', gst: 300, unitId: GRAM };
const SILVER: Kind = { categoryId: 131, hsn: '71131120', gst: 300, unitId: GRAM };
const BRANDED_SILVER = { unitId: 1 };
const DIAMOND: Kind = { categoryId: 132, hsn: '71131930', gst: 300 };
const PLATINUM: Kind = { categoryId: 133, hsn: '71131990', gst: 300, unitId: GRAM };
const COIN: Kind = { categoryId: 134, hsn: '71189000', gst: 300 };
const BAR = { hsn: '71069210' };
const GEM: Kind = { categoryId: 135, hsn: '71039100', gst: 25 };
const SEMI_PRECIOUS = { hsn: '71039990' };
const LOOSE_DIAMOND = { hsn: '71023910' };
const PEARL = { hsn: '71012200', gst: 300 };
const IMITATION: Kind = { categoryId: 136, hsn: '71171900', gst: 300 };
const GLASS_BANGLE = { hsn: '70189010', gst: 0 };
const WATCH: Kind = { categoryId: 137, hsn: '91021100', gst: 1800 };
const DIGITAL = { hsn: '91021200' };
const CLOCK = { hsn: '91052100' };
const ALARM = { hsn: '91051100' };

const KARAT = '22K|18K';
const TRADITIONAL = 'Jhumka Earrings|Stud Earrings|Plain Ring|Necklace|Bangle|Chain|Pendant|Mangalsutra';
const GOLD_COIN = '1 g:-|2 g:-|5 g:-|8 g:-|10 g:-|20 g:-|50 g:-';
const BANGLE = 'Size 2.4|Size 2.6|Size 2.8';
const STONE_WEIGHTS = '3 Ratti:-|5 Ratti:-|7 Ratti:-';

/** '22K|18K' × 'Ring|Chain' → '22K Ring:-|22K Chain:-|18K Ring:-|…' (priced by weight). */
const lines = (karats: string, items: string) =>
  karats
    .split('|')
    .flatMap((k) => items.split('|').map((item) => `${k} Gold ${item}:-`))
    .join('|');

export const jewellery = catalogueFile('jewellery', 2_900_000, 2_999_999, [
  group(2_900_000, GOLD, [
    ['NOT KNOWN', 'BIS Hallmarked', lines(KARAT, 'Plain Ring|Ladies Ring with Stones|Gents Ring|Plain Band')],
    ['NOT KNOWN', 'BIS Hallmarked', lines(KARAT, 'Rope Chain|Box Chain|Curb Chain|Singapore Chain')],
    [
      'NOT KNOWN',
      'BIS Hallmarked',
      lines('22K', 'Bangles (Pair)|Kada|Bracelet|Mangalsutra|Long Haram Necklace'),
    ],
    [
      'NOT KNOWN',
      'BIS Hallmarked',
      lines('22K', 'Jhumka Earrings|Stud Earrings|Hoop Earrings|Nose Pin|Pendant'),
    ],
    [
      'NOT KNOWN',
      'BIS Hallmarked',
      lines('22K', 'Temple Necklace Set|Choker Set|Maang Tikka|Kamarbandh|Toe Rings (Pair)'),
    ],
    [
      'NOT KNOWN',
      'BIS Hallmarked',
      lines('22K', "Kids' Bracelet|Baby Nazariya Bangles (Pair)|Lord Ganesha Pendant"),
    ],
    ['Tanishq', '', lines('22 Karat Yellow', TRADITIONAL)],
    ['Kalyan Jewellers', '', lines('22K', TRADITIONAL)],
    ['Malabar Gold & Diamonds', '', lines('22K', TRADITIONAL)],
    ['Joyalukkas', '', lines('22K', 'Jhumka Earrings|Necklace|Bangle|Chain')],
    ['Senco Gold', '', lines('22K', 'Jhumka Earrings|Necklace|Bangle|Chain')],
    ['PC Jeweller', '', lines('22K', 'Ring|Earrings|Chain')],
    ['Mia by Tanishq', '', lines('14K', 'Pendant|Stud Earrings|Ring|Bracelet')],
  ]),
  group(2_901_000, SILVER, [
    [
      'NOT KNOWN',
      '925 Sterling Silver',
      'Anklets Payal (Pair):-|Toe Rings (Pair):-|Chain:-|Bracelet:-|Kada:-|Ring:-',
    ],
    [
      'NOT KNOWN',
      'Pure Silver',
      'Pooja Thali:-|Diya:-|Glass:-|Kids Bowl and Spoon Set:-|Idol Lakshmi Ganesh:-',
    ],
    ['Giva', '925 Sterling Silver Pendant with Chain', 2499, 'Heart|Infinity|Butterfly', BRANDED_SILVER],
    ['Giva', '925 Sterling Silver Stud Earrings', 1599, 'Solitaire|Flower|Heart', BRANDED_SILVER],
    ['Giva', '925 Sterling Silver Adjustable Ring', 1799, 'Crown|Leaf|Band', BRANDED_SILVER],
    ['Palmonas', 'Sterling Silver Charm Bracelet', 2999, '', BRANDED_SILVER],
    ['Silvermerc', 'Oxidised Silver Jhumka Earrings', 1899, '', BRANDED_SILVER],
  ]),
  group(2_902_000, DIAMOND, [
    ['CaratLane', '18K Gold Diamond Stud Earrings', 24999, 'Yellow Gold|Rose Gold|White Gold'],
    ['CaratLane', '18K Gold Diamond Solitaire Ring', 69999, 'Yellow Gold|White Gold'],
    ['CaratLane', '14K Gold Diamond Pendant', 18999, 'Yellow Gold|Rose Gold'],
    ['Candere', '18K Gold Diamond Mangalsutra', 45999],
    ['Candere', '14K Gold Diamond Bracelet', 54999],
    ['Tanishq', '18K Gold Diamond Engagement Ring', 89999],
    ['Tanishq', '18K Gold Diamond Necklace Set', 249999],
    ['Kalyan Jewellers', 'Nimah 18K Gold Diamond Earrings', 39999],
    ['Malabar Gold & Diamonds', 'Mine 18K Gold Diamond Ring', 34999],
    ['Mia by Tanishq', '14K Gold Diamond Stud Earrings', 15999],
  ]),
  group(2_903_000, PLATINUM, [
    [
      'NOT KNOWN',
      'Platinum 950',
      'Couple Bands (Pair):-|Gents Ring:-|Ladies Ring:-|Chain:-|Bracelet:-|Pendant:-',
    ],
    ['Tanishq', 'Platinum 950 Love Bands (Pair)', null],
    ['Kalyan Jewellers', 'Platinum 950 Gents Chain', null],
    ['Malabar Gold & Diamonds', 'Platinum 950 Couple Rings (Pair)', null],
    ['Joyalukkas', 'Platinum 950 Bracelet', null],
    ['Platinum Evara', 'Pt 950 Platinum Pendant with Diamond', 34999, '', { unitId: 1 }],
    ['Platinum Evara', 'Pt 950 Platinum Stud Earrings', 29999, '', { unitId: 1 }],
  ]),
  group(2_904_000, COIN, [
    ['MMTC-PAMP', '24K 999.9 Gold Coin Lakshmi', GOLD_COIN],
    ['MMTC-PAMP', '999.9 Silver Coin Lakshmi Ganesh', '10 g:-|20 g:-|50 g:-|100 g:-'],
    ['MMTC-PAMP', '999.9 Silver Bar 1 kg', null, '', BAR],
    ['Tanishq', '24 Karat Gold Coin', '1 g:-|2 g:-|5 g:-|10 g:-'],
    ['Kalyan Jewellers', '24K Gold Coin', '1 g:-|2 g:-|5 g:-|10 g:-'],
    ['Malabar Gold & Diamonds', '24K Gold Coin', '1 g:-|2 g:-|4 g:-|8 g:-|10 g:-'],
    ['Augmont', '24K 999 Gold Coin', '1 g:-|5 g:-|10 g:-'],
    ['NOT KNOWN', '999 Silver Coin', '5 g:-|10 g:-|20 g:-|50 g:-|100 g:-'],
  ]),
  group(2_905_000, GEM, [
    ['NOT KNOWN', 'Natural Yellow Sapphire (Pukhraj)', STONE_WEIGHTS],
    ['NOT KNOWN', 'Natural Blue Sapphire (Neelam)', STONE_WEIGHTS],
    ['NOT KNOWN', 'Natural Ruby (Manik)', STONE_WEIGHTS],
    ['NOT KNOWN', 'Natural Emerald (Panna)', STONE_WEIGHTS],
    ['NOT KNOWN', 'Natural Hessonite (Gomed)', STONE_WEIGHTS, '', SEMI_PRECIOUS],
    ['NOT KNOWN', "Natural Cat's Eye (Lehsunia)", STONE_WEIGHTS, '', SEMI_PRECIOUS],
    ['NOT KNOWN', 'Natural Opal', STONE_WEIGHTS, '', SEMI_PRECIOUS],
    ['NOT KNOWN', 'Natural Pearl (Moti)', STONE_WEIGHTS, '', PEARL],
    [
      'NOT KNOWN',
      'IGI Certified Natural Diamond Solitaire',
      '0.30 ct:-|0.50 ct:-|1.00 ct:-',
      '',
      LOOSE_DIAMOND,
    ],
  ]),
  group(2_906_000, IMITATION, [
    ['Sukkhi', 'Gold Plated Kundan Necklace Set', 1499, 'Red|Green|White'],
    ['Sukkhi', 'Gold Plated Jhumka Earrings', 599, 'Red|Green|Pearl'],
    ['Zaveri Pearls', 'Gold Tone Temple Necklace Set', 1899],
    ['Zaveri Pearls', 'Ethnic Bangles Set of 4', 899, BANGLE],
    ['Voylla', 'Oxidised Silver Jhumka Earrings', 499],
    ['Voylla', 'American Diamond Necklace Set', 2499],
    ['Yellow Chimes', 'Crystal Stud Earrings', 399, 'Silver|Rose Gold'],
    ['Shining Diva', 'Gold Plated Mangalsutra', 499],
    ['Priyaasi', 'Kundan Maang Tikka', 699],
    ['Rubans', 'Gold Plated Kada', 799, BANGLE],
    ['NOT KNOWN', 'Oxidised Jhumka Earrings', 199, 'Small|Medium|Large'],
    ['NOT KNOWN', 'Artificial Payal Anklets (Pair)', 149],
    ['NOT KNOWN', 'Gold Plated Bangles Set of 4', 299, BANGLE],
    ['NOT KNOWN', 'Glass Bangles Set of 12', 99, `Red|Green|Blue|Gold * ${BANGLE}`, GLASS_BANGLE],
    ['NOT KNOWN', 'Lac Bangles Set of 6', 199, 'Red|Maroon|Multi', { hsn: '96020090', gst: 0 }],
  ]),
  group(2_907_000, WATCH, [
    ['Titan', 'Karishma Analog Watch for Men', 2495, 'Black Dial|White Dial|Blue Dial'],
    ['Titan', 'Raga Analog Watch for Women', 6995, 'Gold|Rose Gold'],
    ['Titan', 'Neo Analog Watch for Men', 4495],
    ['Fastrack', 'Analog Watch for Men', 1495, 'Black|Blue'],
    ['Fastrack', 'Analog Watch for Women', 1295, 'Pink|White'],
    ['Sonata', 'Analog Watch for Men', 899, 'Black|White'],
    ['Sonata', 'Digital Sports Watch', 699, '', DIGITAL],
    ['Timex', 'Analog Watch for Men', 2495],
    ['Casio', 'Vintage A158WA Digital Watch', 1995, '', DIGITAL],
    ['Casio', 'G-Shock GA-2100 Watch', 9995, 'Black|Olive'],
    ['Casio', 'Enticer MTP-1374 Chronograph Watch', 4995],
    ['Fossil', 'Grant Chronograph Watch for Men', 11995],
    ['Maxima', 'Analog Watch for Men', 999],
    ['HMT', 'Janata Hand-wound Watch', 2995],
    ['Ajanta', 'Quartz Wall Clock 12 inch', 450, 'Brown|Black|White', CLOCK],
    ['Ajanta', 'Alarm Clock', 250, '', ALARM],
    ['Titan', 'Contemporary Wall Clock', 2495, '', CLOCK],
  ]),
]);
