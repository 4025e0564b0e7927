// Catalogue: cookware, dinnerware and glassware, kitchen storage, plastic household goods
// (super category 'Furniture & Home Decor').
// Id range 3_100_000–3_199_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: kitchenware and tableware of steel, aluminium, copper, wood and ceramics (7323, 7615, 7418,
// 4419, 6911, 6912) moved to 5%; glassware and opalware (7013), vacuum flasks (9617), knives and plastic
// household articles (3923, 3924, 3926) are taken at 18%.

import { catalogueFile, group, type Kind } from './expand.js';

const COOKWARE: Kind = { categoryId: 146, hsn: '76151030', gst: 500 };
const STEEL = { hsn: '73239390' };
const IRON = { hsn: '73239100' };
const WOOD = { hsn: '44191900' };
const KNIFE = { hsn: '82119200', gst: 1800 };
const GASKET = { hsn: '40169390', gst: 1800 };
const PLASTIC_TOOL = { hsn: '39241090', gst: 1800 };
const LADLE = { hsn: '82159900' };
const DINNER: Kind = { categoryId: 147, hsn: '70131900', gst: 1800 };
const CERAMIC = { hsn: '69120040', gst: 500 };
const STEEL_DINNER = { hsn: '73239390', gst: 500 };
const COPPER = { hsn: '74181022', gst: 500 };
const MELAMINE = { hsn: '39241090' };
const FLASK = { hsn: '96170011' };
const STORE: Kind = { categoryId: 148, hsn: '39241090', gst: 1800 };
const GLASS_JAR = { hsn: '70133700' };
const STEEL_STORE = { hsn: '73239390', gst: 500 };
const INSULATED = { hsn: '96170019' };
const PLASTIC: Kind = { categoryId: 149, hsn: '39249090', gst: 1800 };
const HANGER = { hsn: '39261099' };
const BOX = { hsn: '39231090' };

const COOKER = '2 L:1600|3 L:1850|5 L:2400';

export const homeKitchen = catalogueFile('home-kitchen', 3_100_000, 3_199_999, [
  group(3_100_000, COOKWARE, [
    ['Prestige', 'Popular Aluminium Pressure Cooker', COOKER],
    ['Prestige', 'Deluxe Alpha Stainless Steel Pressure Cooker', '3 L:3000|5 L:3800', '', STEEL],
    ['Prestige', 'Svachh Hard Anodised Pressure Cooker', '3 L:2800|5 L:3450'],
    ['Hawkins', 'Classic Aluminium Pressure Cooker', '2 L:1560|3 L:1815|5 L:2300'],
    ['Hawkins', 'Contura Hard Anodised Pressure Cooker', '3 L:2685|5 L:3335'],
    ['Hawkins', 'Stainless Steel Pressure Cooker', '3 L:2690|5 L:3390', '', STEEL],
    ['Pigeon', 'Special Aluminium Pressure Cooker', '3 L:1195|5 L:1545'],
    ['Butterfly', 'Stainless Steel Pressure Cooker 3 L', 2199, '', STEEL],
    ['Prestige', 'Omega Deluxe Granite Non-stick Fry Pan 240 mm', 1795],
    ['Prestige', 'Omega Deluxe Non-stick Tawa 250 mm', 1095],
    ['Prestige', 'Omega Deluxe Non-stick Kadai 240 mm', 1695],
    ['Pigeon', 'Non-stick Cookware Set 3 pcs', 1999],
    ['Hawkins', 'Futura Hard Anodised Tawa 26 cm', 1465],
    ['Hawkins', 'Futura Non-stick Kadhai 2.5 L', 2475],
    ['Wonderchef', 'Granite Non-stick Kadhai 24 cm', 1799],
    ['The Indus Valley', 'Pre-seasoned Cast Iron Tawa 10 inch', 1499, '', IRON],
    ['Vinod', 'Stainless Steel Kadai 24 cm', 999, '', STEEL],
    ['Vinod', 'Stainless Steel Tope Set of 3', 1299, '', STEEL],
    ['NOT KNOWN', 'Stainless Steel Patila Set of 5', 999, '', STEEL],
    ['NOT KNOWN', 'Iron Roti Tawa 10 inch', 399, '', IRON],
    ['NOT KNOWN', 'Stainless Steel Ladle Set of 5', 299, '', LADLE],
    ['NOT KNOWN', 'Stainless Steel Grater', 149, '', STEEL],
    ['NOT KNOWN', 'Wooden Chakla Belan Set', 299, '', WOOD],
    ['Prestige', 'Pressure Cooker Gasket', '3 L:120|5 L:150', '', GASKET],
    ['Prestige', 'Vegetable Chopper 500 ml', 499, '', PLASTIC_TOOL],
    ['Pigeon', 'Kitchen Knife Set 3 pcs', 299, '', KNIFE],
  ]),
  group(3_101_000, DINNER, [
    ['Cello', 'Opalware Dazzle Dinner Set 27 pcs', 2999, 'Blue Swirl|Tropical Lagoon'],
    ['Larah by Borosil', 'Opalware Dinner Set 35 pcs', 3799, 'Red Rose|Mimosa'],
    ['Corelle', 'Livingware Dinner Set 21 pcs', 8999, 'Winter Frost White|Country Cottage'],
    ['La Opala', 'Diva Opalware Dinner Set 27 pcs', 3999],
    ['Borosil', 'Vision Glass Set of 6', 499],
    ['Treo by Milton', 'Glass Tumbler Set of 6', 399],
    ['Pasabahce', 'Glass Tumbler Set of 6', 699],
    ['Borosil', 'Glass Water Bottle 1 L', 349],
    ['Clay Craft', 'Ceramic Dinner Set 32 pcs', 3499, 'Floral|Blue Line', CERAMIC],
    ['NOT KNOWN', 'Ceramic Coffee Mug Set of 6', 599, 'White|Assorted', CERAMIC],
    ['NOT KNOWN', 'Stainless Steel Dinner Set 51 pcs', 2999, '', STEEL_DINNER],
    ['NOT KNOWN', 'Stainless Steel Thali Set of 6', 999, '', STEEL_DINNER],
    ['NOT KNOWN', 'Stainless Steel Glass Set of 6', 299, '', STEEL_DINNER],
    ['NOT KNOWN', 'Melamine Dinner Set 32 pcs', 1999, '', MELAMINE],
    ['NOT KNOWN', 'Copper Water Bottle 1 L', 799, '', COPPER],
    ['NOT KNOWN', 'Copper Jug with 2 Glasses', 1299, '', COPPER],
    ['Milton', 'Thermosteel Flask 1 L', 1199, '', FLASK],
    ['Cello', 'Lifestyle Steel Flask 500 ml', 699, '', FLASK],
  ]),
  group(3_102_000, STORE, [
    ['Tupperware', 'Classic Fridge Storage Set of 6', 1399],
    ['Cello', 'Checkers Plastic Container Set of 18', 799],
    ['Signoraware', 'Modular Container Set of 6', 599],
    ['Milton', 'Casserole Set of 3', 1599, '', INSULATED],
    ['Cello', 'Hot Pot Casserole 1.5 L', 699, '', INSULATED],
    ['Milton', 'Kool Thermo Jug 1.5 L', 599, '', INSULATED],
    ['Borosil', 'Klip N Store Glass Container Set of 3', 999, '', GLASS_JAR],
    ['NOT KNOWN', 'Glass Storage Jar 1 L', 199, '', GLASS_JAR],
    ['NOT KNOWN', 'Stainless Steel Container Set of 5', 899, '', STEEL_STORE],
    ['NOT KNOWN', 'Stainless Steel Masala Box 7 Containers', 499, '', STEEL_STORE],
    ['NOT KNOWN', 'Stainless Steel Tiffin 3 Tier', 599, '', STEEL_STORE],
    ['NOT KNOWN', 'Plastic Atta Container 10 kg', 399],
    ['Princeware', 'Plastic Container Set of 12', 499],
  ]),
  group(3_103_000, PLASTIC, [
    ['Cello', 'Plastic Bucket 20 L', 299, 'Blue|Red|Green'],
    ['Nilkamal', 'Plastic Bucket 25 L', 349, 'Blue|Maroon'],
    ['Nilkamal', 'Plastic Mug 1 L', 69, 'Blue|Red|Green'],
    ['Nilkamal', 'Plastic Bath Tub 40 L', 499, 'Blue|Pink'],
    ['Nilkamal', 'Pedal Dustbin 10 L', 499, 'Grey|Blue'],
    ['Cello', 'Swing Dustbin 15 L', 399, 'Grey|Green'],
    ['Joyo', 'Plastic Hangers (Pack of 12)', 199, 'Assorted', HANGER],
    ['Cello', 'Plastic Storage Box with Lid 30 L', 599, 'Transparent|Blue', BOX],
    ['NOT KNOWN', 'Plastic Water Jug 2 L', 149],
    ['NOT KNOWN', 'Plastic Vegetable Basket', 149],
    ['NOT KNOWN', 'Plastic Dust Pan', 99],
    ['NOT KNOWN', 'Plastic Soap Case', 49],
    ['NOT KNOWN', 'Plastic Bath Stool', 199],
    ['NOT KNOWN', 'Plastic Water Drum 50 L', 999, '', BOX],
    ['NOT KNOWN', 'Stainless Steel Cloth Drying Stand', 2499, '', { hsn: '73239990', gst: 500 }],
  ]),
]);
