// Catalogue: general merchandise, gifts and novelties, pooja samagri, refurbished goods
// (super category 'Others'; 'Services & Repairs' and 'Not Known' carry no catalogue models).
// Id range 3_400_000–3_499_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: umbrellas, candles, matches, sewing machines, needles and thread, agarbatti and dhoop, brass and
// copper pooja utensils 5%; kumkum, bindi, sindoor, rakhi and clay diyas nil; torches, foil, tissue,
// camphor and novelties 18%; refurbished phones and laptops at their goods' rate, 18%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const GENERAL: Kind = { categoryId: 1, hsn: '66019100', gst: 500 };
const TORCH = { hsn: '85131010', gst: 1800 };
const CANDLE = { hsn: '34060010' };
const MATCHES = { hsn: '36050010' };
const SEWING = { hsn: '84521011' };
const THREAD = { hsn: '52041190' };
const NEEDLE = { hsn: '73190010' };
const NET = { hsn: '63049190', gst: upTo2500 };
const FOIL = { hsn: '76071190', gst: 1800 };
const TISSUE = { hsn: '48183000', gst: 1800 };
const GIFT: Kind = { categoryId: 2, hsn: '95059090', gst: 1800 };
const MUG = { hsn: '69120040', gst: 500 };
const SOFT_TOY = { hsn: '95030040', gst: 500 };
const RAKHI = { hsn: '96019000', gst: 0 };
const POOJA: Kind = { categoryId: 3, hsn: '33074100', gst: 500 };
const CAMPHOR = { hsn: '29142200', gst: 1800 };
const KUMKUM = { hsn: '33049990', gst: 0 };
const BRASS = { hsn: '74181022' };
const IDOL = { hsn: '83062910' };
const CLAY_DIYA = { hsn: '69120040', gst: 0 };
const WICK = { hsn: '56012190' };
const REFURB: Kind = { categoryId: 5, hsn: '85171300', gst: 1800 };
const REFURB_LAPTOP = { hsn: '84713010' };

const GRADES = (good: number, superb: number) => `Good:${good}|Superb:${superb}`;

export const general = catalogueFile('general', 3_400_000, 3_499_999, [
  group(3_400_000, GENERAL, [
    ['Popy', '3 Fold Umbrella', 499, 'Black|Navy|Maroon'],
    ["John's", 'Big Family Umbrella', 599, 'Black'],
    ['Citizen', '2 Fold Printed Umbrella', 399, 'Floral|Checks'],
    ['NOT KNOWN', 'Kids Cartoon Umbrella', 249, 'Blue|Pink'],
    ['Eveready', 'DL 98 Rechargeable LED Torch', 299, '', TORCH],
    ['Wipro', 'Rechargeable LED Torch', 449, '', TORCH],
    ['NOT KNOWN', 'White Candles (Pack of 10)', 60, '', CANDLE],
    ['Ship', 'Safety Matches (Pack of 10)', 10, '', MATCHES],
    ['Homelites', 'Safety Matches (Pack of 10)', 20, '', MATCHES],
    ['Usha', 'Janome Dream Stitch Sewing Machine', 12000, '', SEWING],
    ['Singer', 'FM 2250 Sewing Machine', 11500, '', SEWING],
    ['Coats', 'Cotton Sewing Thread Reel 400 m', 20, 'White|Black|Red|Navy', THREAD],
    ['NOT KNOWN', 'Hand Sewing Needles (Pack of 10)', 15, '', NEEDLE],
    ['NOT KNOWN', 'Mosquito Net Double Bed', 599, 'White|Blue', NET],
    ['Freshwrapp', 'Aluminium Foil', '9 m:99|25 m:225|72 m:599', '', FOIL],
    ['Freshwrapp', 'Cling Film 30 m', 199, '', { hsn: '39201019', gst: 1800 }],
    ['Origami', 'Paper Napkins (Pack of 100)', 60, '', TISSUE],
    ['Origami', 'Toilet Paper Roll (Pack of 4)', 199, '', { hsn: '48181000', gst: 1800 }],
    ['Origami', 'Kitchen Towel Roll (Pack of 2)', 180, '', { hsn: '48182000', gst: 1800 }],
  ]),
  group(3_401_000, GIFT, [
    ['Archies', 'Soft Toy Heart Cushion', 499, 'Red|Pink', SOFT_TOY],
    ['Archies', 'Coffee Mug with Message', 299, 'Best Mom|Best Dad|Happy Birthday', MUG],
    ['NOT KNOWN', 'Personalised Photo Mug', 299, '', MUG],
    ['NOT KNOWN', 'Metal Keychain', 99, 'Bike|Car|Initial Letter', { hsn: '73269099' }],
    ['NOT KNOWN', 'Crystal Glass Showpiece', 799, '', { hsn: '70139900' }],
    ['NOT KNOWN', 'LED Photo Frame', 999, '', { hsn: '94054900' }],
    ['NOT KNOWN', 'Musical Snow Globe', 699],
    ['NOT KNOWN', 'Christmas Tree 5 ft', 1499],
    ['NOT KNOWN', 'Holi Pichkari Water Gun', 199, '', SOFT_TOY],
    ['NOT KNOWN', 'Herbal Holi Gulal 100 g', 60, 'Pink|Green|Yellow|Red', { hsn: '32041990' }],
    ['NOT KNOWN', 'Designer Rakhi Set of 3', 199, '', RAKHI],
    ['NOT KNOWN', 'Kids Cartoon Rakhi', 49, '', RAKHI],
    ['NOT KNOWN', 'Dry Fruits Diwali Gift Box 250 g', 599, '', { hsn: '08013220', gst: 500 }],
    ['NOT KNOWN', 'Wooden Name Plate', 799, '', { hsn: '44219990' }],
  ]),
  group(3_402_000, POOJA, [
    ['Cycle', 'Pure Agarbathies 3 in 1', 65],
    ['Cycle', 'Lia Agarbatti', 50],
    ['Cycle', 'Dhoop Sticks', 30],
    ['Mangaldeep', 'Sandal Agarbatti', 50],
    ['Mangaldeep', 'Camphor Tablets 50 g', 70, '', CAMPHOR],
    ['Zed Black', '3 in 1 Agarbatti', 50],
    ['Hem', 'Precious Agarbatti', 30, 'Chandan|Rose|Lavender'],
    ['Moksh', 'Agarbatti', 45, 'Mogra|Kewda'],
    ['NOT KNOWN', 'Bhimseni Camphor 100 g', 150, '', CAMPHOR],
    ['NOT KNOWN', 'Kumkum 50 g', 30, '', KUMKUM],
    ['NOT KNOWN', 'Sindoor 25 g', 25, '', KUMKUM],
    ['NOT KNOWN', 'Bindi Pack', 20, 'Red|Maroon|Designer', KUMKUM],
    ['NOT KNOWN', 'Chandan Tika Powder 50 g', 40, '', KUMKUM],
    ['Patanjali', 'Deepam Pooja Oil 1 L', 150, '', { hsn: '15159099' }],
    ['NOT KNOWN', 'Cotton Wicks Phool Batti (Pack of 100)', 30, '', WICK],
    ['NOT KNOWN', 'Clay Diya (Pack of 12)', 60, '', CLAY_DIYA],
    ['NOT KNOWN', 'Brass Diya', 299, 'Small|Medium|Large', BRASS],
    ['NOT KNOWN', 'Brass Pooja Thali Set', 999, '', BRASS],
    ['NOT KNOWN', 'Copper Kalash', 599, '', BRASS],
    ['NOT KNOWN', 'Brass Pooja Bell (Ghanti)', 349, '', IDOL],
    ['NOT KNOWN', 'Brass Ganesha Idol', 1499, '4 inch|6 inch', IDOL],
    ['NOT KNOWN', 'Brass Lakshmi Idol', 1499, '4 inch|6 inch', IDOL],
    ['NOT KNOWN', 'Havan Samagri 500 g', 80, '', { hsn: '12119099' }],
    ['NOT KNOWN', 'Loban 100 g', 60, '', { hsn: '13019099' }],
    ['NOT KNOWN', 'Rudraksha Mala 108 Beads', 299, '', { hsn: '96019000' }],
    ['NOT KNOWN', 'Kalava Mauli Thread Roll', 10, '', { hsn: '52061100' }],
  ]),
  group(3_403_000, REFURB, [
    ['Apple', 'Refurbished iPhone 13 (128GB)', GRADES(34999, 37999)],
    ['Apple', 'Refurbished iPhone 12 (64GB)', GRADES(24999, 27999)],
    ['Apple', 'Refurbished iPhone 14 (128GB)', GRADES(42999, 45999)],
    ['Samsung', 'Refurbished Galaxy S22 5G (8GB RAM, 128GB)', GRADES(22999, 25999)],
    ['Samsung', 'Refurbished Galaxy M32 (6GB RAM, 128GB)', GRADES(8499, 9499)],
    ['OnePlus', 'Refurbished 9 5G (8GB RAM, 128GB)', GRADES(15999, 17999)],
    ['Redmi', 'Refurbished Note 12 5G (6GB RAM, 128GB)', GRADES(8999, 9999)],
    ['Apple', 'Refurbished iPad 9th Gen (64GB) Wi-Fi', GRADES(19999, 22999), '', REFURB_LAPTOP],
    [
      'Dell',
      'Refurbished Latitude 7490 (Core i5 8th Gen, 8GB, 256GB SSD)',
      GRADES(18999, 20999),
      '',
      REFURB_LAPTOP,
    ],
    [
      'Lenovo',
      'Refurbished ThinkPad T480 (Core i5 8th Gen, 8GB, 256GB SSD)',
      GRADES(19999, 21999),
      '',
      REFURB_LAPTOP,
    ],
    [
      'HP',
      'Refurbished EliteBook 840 G5 (Core i5 8th Gen, 8GB, 256GB SSD)',
      GRADES(21999, 23999),
      '',
      REFURB_LAPTOP,
    ],
    ['Apple', 'Refurbished MacBook Air M1 (8GB, 256GB SSD)', GRADES(49999, 54999), '', REFURB_LAPTOP],
  ]),
]);
