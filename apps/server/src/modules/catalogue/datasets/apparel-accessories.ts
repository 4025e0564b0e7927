// Catalogue: winter wear, fabrics, school uniforms, bags and luggage, belts and wallets, sunglasses and
// eyewear (super category 'Apparel & Accessories').
// Id range 2_100_000–2_199_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: garments 5% up to ₹2,500 a piece, 18% above; fabrics 5%; luggage, handbags, wallets and belts
// 18% (cotton and jute handbags 5%); sunglasses 18%; corrective spectacles, frames and contact lenses 5%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const METRE = 14;

const WINTER: Kind = { categoryId: 73, hsn: '61103000', gst: upTo2500 };
const WOOL = { hsn: '61101100' };
const JACKET = { hsn: '62019390' };
const SHAWL = { hsn: '62142010' };
const THERMAL = { hsn: '61079990' };
const WINTER_ACCESSORY = { hsn: '65050090' };
const FABRIC: Kind = { categoryId: 74, hsn: '55151130', gst: 500, unitId: METRE };
const SHIRTING = { hsn: '52084290' };
const DRESS_MATERIAL = { hsn: '52085290', unitId: 1 };
const UNIFORM: Kind = { categoryId: 75, hsn: '62052000', gst: upTo2500 };
const UNIFORM_TROUSERS = { hsn: '62034290' };
const SKIRT = { hsn: '62045200' };
const TIE = { hsn: '62159010' };
const LUGGAGE: Kind = { categoryId: 76, hsn: '42021290', gst: 1800 };
const BACKPACK = { hsn: '42029290' };
const HANDBAG = { hsn: '42022290' };
const JUTE_BAG = { hsn: '42022230', gst: 500 };
const BELT: Kind = { categoryId: 77, hsn: '42033000', gst: 1800 };
const WALLET = { hsn: '42023120' };
const EYEWEAR: Kind = { categoryId: 78, hsn: '90041000', gst: 1800 };
const FRAME = { hsn: '90031100', gst: 500 };
const CONTACT_LENS = { hsn: '90013000', gst: 500 };
const READING = { hsn: '90049090', gst: 500 };

/** '22:299|26:329' → 'Size 22:299|Size 26:329'. */
const STEP = (spec: string) =>
  spec
    .split('|')
    .map((s) => `Size ${s}`)
    .join('|');
const TROLLEY = '55 cm Cabin:7990|68 cm Medium:9990|79 cm Large:11990';

export const apparelAccessories = catalogueFile('apparel-accessories', 2_100_000, 2_199_999, [
  group(2_100_000, WINTER, [
    ['Monte Carlo', "Men's Wool Blend V-Neck Sweater", 2999, 'Navy|Maroon|Grey', WOOL],
    ['Monte Carlo', "Men's Quilted Jacket", 4999, 'Black|Olive|Navy', JACKET],
    ['Duke', "Men's Cotton Fleece Sweatshirt", 1499, 'Black|Grey|Navy'],
    ['Fort Collins', "Men's Hooded Puffer Jacket", 2999, 'Black|Navy|Olive', JACKET],
    ['Wildcraft', "Men's Hooded Windcheater Jacket", 3499, 'Black|Blue', JACKET],
    ['Cantabil', "Women's Wool Blend Cardigan", 1599, 'Beige|Maroon|Black', WOOL],
    ['Monte Carlo', "Women's Woollen Long Cardigan", 2799, 'Camel|Black', WOOL],
    ['Jockey', "Men's Thermal Top 2401", 699, 'Black|Grey|Navy', THERMAL],
    ['Lux Inferno', "Men's Thermal Set", 899, 'Black|Off White', THERMAL],
    ['Dollar', "Thermocot Women's Thermal Set", 799, 'Black|Skin|Maroon', THERMAL],
    ['NOT KNOWN', 'Woollen Shawl', 1299, 'Maroon|Black|Grey|Beige', SHAWL],
    ['NOT KNOWN', 'Kashmiri Pashmina Shawl', 4999, 'Beige|Maroon|Black', SHAWL],
    ['NOT KNOWN', 'Woollen Monkey Cap', 199, 'Black|Navy|Maroon', WINTER_ACCESSORY],
    ['NOT KNOWN', 'Woollen Muffler', 299, 'Grey|Black|Check', { hsn: '61171020' }],
    ['NOT KNOWN', 'Woollen Gloves Pair', 149, 'Black|Grey', { hsn: '61169200', unitId: 6 }],
  ]),
  group(2_101_000, FABRIC, [
    ['Raymond', 'Poly Viscose Suiting Fabric (per m)', 499, 'Navy|Black|Charcoal|Beige'],
    ['Raymond', 'Cotton Shirting Fabric (per m)', 399, 'White|Sky Blue|Pink|Check', SHIRTING],
    ["Siyaram's", 'Suiting Fabric (per m)', 349, 'Navy|Grey|Black|Brown'],
    ['Vimal', 'Suiting Fabric (per m)', 299, 'Navy|Grey|Black'],
    ['Arvind', 'Cotton Shirting Fabric (per m)', 329, 'White|Blue|Striped', SHIRTING],
    ['Bombay Dyeing', 'Cotton Shirting Fabric (per m)', 299, 'White|Blue|Check', SHIRTING],
    ['OCM', 'Wool Blend Suiting Fabric (per m)', 899, 'Navy|Charcoal'],
    ['Donear', 'Suiting Fabric (per m)', 329, 'Navy|Black|Grey'],
    ['Mafatlal', 'Cotton Shirting Fabric (per m)', 279, 'White|Sky Blue', SHIRTING],
    [
      'NOT KNOWN',
      'Unstitched Cotton Salwar Suit Dress Material',
      899,
      'Pink|Blue|Green|Yellow',
      DRESS_MATERIAL,
    ],
    ['NOT KNOWN', 'Chanderi Unstitched Dress Material', 1299, 'Peach|Mint|Maroon', DRESS_MATERIAL],
    ['NOT KNOWN', 'Lawn Cotton Unstitched Suit', 999, 'White|Blue|Pink', DRESS_MATERIAL],
    ['NOT KNOWN', 'Cotton Rubia Blouse Fabric (per m)', 99, 'Red|Black|White|Green', SHIRTING],
    ['NOT KNOWN', 'Cotton Lining Fabric (per m)', 60, 'White|Black|Beige', SHIRTING],
  ]),
  group(2_102_000, UNIFORM, [
    ['NOT KNOWN', 'School Uniform Shirt White Half Sleeve', STEP('22:299|26:329|30:359|34:399')],
    ['NOT KNOWN', 'School Uniform Shirt Sky Blue Half Sleeve', STEP('22:299|26:329|30:359|34:399')],
    [
      'NOT KNOWN',
      'School Uniform Trousers Navy Blue',
      STEP('22:399|26:449|30:499|34:549'),
      '',
      UNIFORM_TROUSERS,
    ],
    ['NOT KNOWN', 'School Uniform Trousers Grey', STEP('22:399|26:449|30:499|34:549'), '', UNIFORM_TROUSERS],
    [
      'NOT KNOWN',
      'School Uniform Half Pant Navy Blue',
      STEP('20:249|22:269|24:289|26:309'),
      '',
      UNIFORM_TROUSERS,
    ],
    ['NOT KNOWN', 'School Uniform Skirt Navy Blue', STEP('22:299|24:329|26:349|28:379'), '', SKIRT],
    ['NOT KNOWN', 'School Uniform Pinafore Check', STEP('22:399|24:429|26:459|28:499'), '', SKIRT],
    ['NOT KNOWN', 'School Sweater Navy V-Neck', STEP('22:499|26:549|30:599|34:649'), '', { hsn: '61101100' }],
    ['NOT KNOWN', 'School Tie Striped', 99, 'Navy Red|Maroon Grey|Green Yellow', TIE],
    [
      "Siyaram's",
      'School Uniform Shirting Fabric (per m)',
      199,
      'White|Sky Blue',
      { hsn: '55134100', gst: 500, unitId: METRE },
    ],
  ]),
  group(2_103_000, LUGGAGE, [
    [
      'American Tourister',
      'Ivy Hard Trolley Bag',
      '55 cm Cabin:8000|68 cm Medium:10000|79 cm Large:12000',
      'Black|Navy|Teal',
    ],
    ['VIP', 'Quad Hard Trolley Bag', TROLLEY, 'Black|Blue|Red'],
    [
      'Safari',
      'Thorium Sharp Hard Trolley Bag',
      '55 cm Cabin:7900|66 cm Medium:9500|77 cm Large:11500',
      'Black|Cyan|Red',
    ],
    ['Skybags', 'Rubik Hard Trolley Bag', TROLLEY, 'Blue|Green|Grey'],
    [
      'Aristocrat',
      'Airpro Hard Trolley Bag',
      '55 cm Cabin:5990|65 cm Medium:7290|75 cm Large:8490',
      'Black|Blue',
    ],
    ['Samsonite', 'Lite-Cube Spinner Trolley', '55 cm Cabin:18500|68 cm Medium:22500', 'Black|Navy'],
    ['Wildcraft', 'Wiki 3 Backpack 30 L', 1299, 'Black|Blue|Red', BACKPACK],
    ['Skybags', 'Brat Backpack 25 L', 1599, 'Black|Blue|Teal', BACKPACK],
    ['American Tourister', 'Valex Laptop Backpack 28 L', 2750, 'Black|Grey', BACKPACK],
    ['Safari', 'Laptop Backpack 32 L', 1999, 'Black|Blue', BACKPACK],
    ['F Gear', 'Castle Laptop Backpack 26 L', 1499, 'Black|Grey', BACKPACK],
    ['Wildcraft', 'Duffle Bag 45 L', 1999, 'Black|Blue', BACKPACK],
    ['NOT KNOWN', 'Kids School Bag 3 Compartment', 499, 'Blue|Pink|Red', BACKPACK],
    ['Lavie', "Women's Satchel Handbag", 2999, 'Black|Tan|Beige', HANDBAG],
    ['Caprese', "Women's Tote Bag", 2499, 'Black|Brown|White', HANDBAG],
    ['Baggit', "Women's Sling Bag", 1799, 'Black|Red|Pink', HANDBAG],
    ['Hidesign', "Women's Leather Handbag", 6495, 'Tan|Black', { hsn: '42022110' }],
    ['Zouk', "Women's Jute Handbag", 1299, 'Natural|Printed', JUTE_BAG],
    ['NOT KNOWN', 'Cotton Shopping Bag', 149, 'Natural|Printed', { hsn: '42022220', gst: 500 }],
  ]),
  group(2_104_000, BELT, [
    ['Woodland', "Men's Leather Belt", 1295, 'Black|Brown'],
    ['Hidesign', "Men's Leather Belt", 2995, 'Black|Tan'],
    ['Allen Solly', "Men's Leather Belt", 999, 'Black|Brown'],
    ['Louis Philippe', "Men's Reversible Leather Belt", 1999, 'Black Brown'],
    ["Levi's", "Men's Leather Casual Belt", 1499, 'Brown|Black'],
    ['Tommy Hilfiger', "Men's Leather Belt", 2499, 'Black|Brown'],
    ['WildHorn', "Men's Leather Wallet", 1299, 'Black|Brown|Tan', WALLET],
    ['Tommy Hilfiger', "Men's Leather Wallet", 2499, 'Black|Brown', WALLET],
    ['Urban Forest', "Men's Leather Wallet", 899, 'Black|Brown', WALLET],
    ['Woodland', "Men's Leather Wallet", 1195, 'Brown|Tan', WALLET],
    ['Lavie', "Women's Zip Around Wallet", 1299, 'Black|Pink|Beige', { hsn: '42023290' }],
    ['Baggit', "Women's Wallet", 999, 'Black|Red', { hsn: '42023290' }],
  ]),
  group(2_105_000, EYEWEAR, [
    ['Ray-Ban', 'Aviator Classic RB3025 Sunglasses', 9990, 'Gold Green|Silver Mirror'],
    ['Ray-Ban', 'Wayfarer RB2140 Sunglasses', 8990, 'Black|Tortoise'],
    ['Oakley', 'Holbrook Sunglasses', 11990, 'Matte Black'],
    ['Fastrack', 'UV Protected Wayfarer Sunglasses', 1199, 'Black|Brown'],
    ['Fastrack', 'UV Protected Aviator Sunglasses', 1399, 'Gold|Gunmetal'],
    ['Vincent Chase', 'Polarised Aviator Sunglasses', 1500, 'Gold|Black'],
    ['IDEE', 'UV Protected Sunglasses', 2990, 'Black|Havana'],
    ['Titan', 'Polarised Sunglasses', 2499, 'Black|Blue'],
    ['Lenskart', 'Air Full Rim Eyeglass Frame', 2000, 'Black|Gunmetal|Blue', FRAME],
    ['Vincent Chase', 'Full Rim Eyeglass Frame', 1500, 'Black|Tortoise|Transparent', FRAME],
    ['Titan', 'Eye+ Full Rim Eyeglass Frame', 1999, 'Black|Brown', FRAME],
    ['John Jacobs', 'Full Rim Eyeglass Frame', 3500, 'Black|Gold', FRAME],
    ['Ray-Ban', 'Clubmaster RX5154 Optical Frame', 8490, 'Black|Tortoise', FRAME],
    ['Bausch + Lomb', 'SofLens 59 Monthly Contact Lenses (6 Lenses)', 1350, '', CONTACT_LENS],
    ['Acuvue', 'Oasys Contact Lenses (6 Lenses)', 2400, '', CONTACT_LENS],
    ['Aqualens', '24h Monthly Contact Lenses (3 Lenses)', 999, '', CONTACT_LENS],
    ['NOT KNOWN', 'Reading Glasses', '+1.00:299|+1.50:299|+2.00:299|+2.50:299', '', READING],
  ]),
]);
