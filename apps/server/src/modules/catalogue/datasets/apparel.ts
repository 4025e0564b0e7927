// Catalogue: men's, women's and kids' clothing, ethnic wear, sarees, innerwear and sportswear
// (super category 'Apparel & Accessories').
// Id range 2_000_000–2_099_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: garments and made-ups 5% up to ₹2,500 a piece, 18% above (decided here on the MRP); sarees
// and other woven fabrics 5%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const MENS: Kind = { categoryId: 66, hsn: '62052000', gst: upTo2500 };
const TROUSERS = { hsn: '62034290' };
const JEANS = { hsn: '62034200' };
const POLO = { hsn: '61051000' };
const TEE = { hsn: '61091000' };
const SUIT = { hsn: '62031100' };
const WOMENS: Kind = { categoryId: 67, hsn: '62044990', gst: upTo2500 };
const W_TOP = { hsn: '62064000' };
const W_JEANS = { hsn: '62046200' };
const LEGGINGS = { hsn: '61046300' };
const KIDS: Kind = { categoryId: 68, hsn: '61112000', gst: upTo2500 };
const KIDS_WOVEN = { hsn: '62092000' };
const ETHNIC: Kind = { categoryId: 69, hsn: '62114290', gst: upTo2500 };
const DHOTI = { hsn: '52085190' };
const SAREE: Kind = { categoryId: 70, hsn: '52085190', gst: 500 };
const SILK = { hsn: '50072010' };
const SYNTHETIC = { hsn: '54075290' };
const INNER: Kind = { categoryId: 71, hsn: '61071100', gst: upTo2500 };
const VEST = { hsn: '61091000' };
const BRA = { hsn: '62121000' };
const PANTY = { hsn: '61082100' };
const NIGHT = { hsn: '61083100' };
const SPORT: Kind = { categoryId: 72, hsn: '61034200', gst: upTo2500 };
const SPORT_TEE = { hsn: '61099090' };

const SHIRT_SIZES = 'Size 39|Size 40|Size 42|Size 44';
const WAIST = 'Waist 30|Waist 32|Waist 34|Waist 36';
const TOP_SIZES = 'Size S|Size M|Size L|Size XL';
const AGES = '2-3 Y|4-5 Y|6-7 Y|8-9 Y';
const VEST_SIZES = '80 cm|85 cm|90 cm|95 cm|100 cm';
const BRIEF_SIZES = 'Size S|Size M|Size L|Size XL|Size XXL';
const BRA_SIZES = '32B|34B|36B|38B';
const SAREE_COLOURS = 'Red|Maroon|Green|Royal Blue|Pink|Mustard Yellow';
const LEGGING_COLOURS = 'Black|Navy|White|Maroon|Beige|Olive|Bottle Green|Grey';

export const apparel = catalogueFile('apparel', 2_000_000, 2_099_999, [
  group(2_000_000, MENS, [
    ['Peter England', "Men's Slim Fit Formal Shirt", 1599, `White|Light Blue|Pink|Grey * ${SHIRT_SIZES}`],
    ['Peter England', "Men's Regular Fit Formal Trousers", 1799, `Black|Navy|Grey * ${WAIST}`, TROUSERS],
    ['Allen Solly', "Men's Slim Fit Casual Shirt", 1999, `Olive|Navy|White|Maroon * ${SHIRT_SIZES}`],
    ['Allen Solly', "Men's Polo T-Shirt", 1299, `Black|Navy|White|Red * ${TOP_SIZES}`, POLO],
    ['Van Heusen', "Men's Slim Fit Formal Shirt", 2299, `White|Blue|Lavender * ${SHIRT_SIZES}`],
    ['Van Heusen', "Men's Slim Fit Formal Trousers", 2499, `Black|Charcoal|Navy * ${WAIST}`, TROUSERS],
    ['Louis Philippe', "Men's Slim Fit Formal Shirt", 2799, `White|Sky Blue * ${SHIRT_SIZES}`],
    ['Louis Philippe', "Men's Slim Fit Formal Trousers", 3299, 'Black|Navy|Grey', TROUSERS],
    ['Raymond', "Men's 2-Piece Slim Fit Suit", 12999, 'Navy|Charcoal|Black', SUIT],
    ['Raymond', "Men's Slim Fit Blazer", 7999, 'Navy|Grey', SUIT],
    ['Raymond', "Men's Slim Fit Formal Shirt", 1999, `White|Blue|Pink * ${SHIRT_SIZES}`],
    ['Park Avenue', "Men's Slim Fit Formal Shirt", 1799, `White|Light Blue|Grey * ${SHIRT_SIZES}`],
    ['ColorPlus', "Men's Tailored Fit Casual Shirt", 2999, 'Beige|Navy|Olive'],
    ["Levi's", "Men's 511 Slim Fit Jeans", 3299, `Dark Blue|Light Blue|Black * ${WAIST}`, JEANS],
    ['Wrangler', "Men's Skanders Slim Fit Jeans", 2799, `Dark Blue|Black * ${WAIST}`, JEANS],
    ['Pepe Jeans', "Men's Slim Fit Jeans", 2999, `Mid Blue|Black * ${WAIST}`, JEANS],
    ['Spykar', "Men's Slim Fit Jeans", 2599, `Blue|Grey * ${WAIST}`, JEANS],
    ['Flying Machine', "Men's Slim Fit Jeans", 1999, `Blue|Black * ${WAIST}`, JEANS],
    ['Jack & Jones', "Men's Slim Fit Jeans", 3299, 'Blue|Black', JEANS],
    ['U.S. Polo Assn.', "Men's Polo T-Shirt", 1499, `Navy|White|Red|Green * ${TOP_SIZES}`, POLO],
    ['Tommy Hilfiger', "Men's Slim Fit Polo T-Shirt", 3999, 'Navy|White', POLO],
    [
      'Jockey',
      "Men's Round Neck Cotton T-Shirt 2714",
      499,
      `Black|Navy|White|Grey Melange * ${TOP_SIZES}`,
      TEE,
    ],
    ['Roadster', "Men's Cotton Round Neck T-Shirt", 599, 'Black|Olive|Mustard|White', TEE],
    ['Bewakoof', "Men's Oversized Printed T-Shirt", 799, 'Black|White|Beige', TEE],
    ['Max', "Men's Printed Round Neck T-Shirt", 499, 'Black|Navy|Grey', TEE],
    ['Jockey', "Men's Cotton Shorts 1002", 799, 'Navy|Black|Grey', { hsn: '61034200' }],
    ['Ramraj Cotton', "Men's Cotton White Shirt", 799, SHIRT_SIZES],
    ['Blackberrys', "Men's Slim Fit Chinos", 2499, 'Khaki|Navy|Olive', TROUSERS],
  ]),
  group(2_001_000, WOMENS, [
    ['ONLY', "Women's Skinny Fit Jeans", 2499, 'Blue|Black * Waist 26|Waist 28|Waist 30|Waist 32', W_JEANS],
    ["Levi's", "Women's 711 Skinny Jeans", 2999, 'Blue|Black', W_JEANS],
    ['Vero Moda', "Women's Regular Top", 1299, 'White|Black|Peach|Sage Green', W_TOP],
    ['AND', "Women's A-Line Dress", 2999, 'Black|Navy|Red'],
    ['Allen Solly', "Women's Regular Fit Formal Shirt", 1699, 'White|Blue|Pink', W_TOP],
    ['Max', "Women's Printed Top", 499, 'White|Yellow|Pink|Blue', W_TOP],
    ['Van Heusen', "Women's Slim Fit Formal Trousers", 1999, 'Black|Navy|Grey'],
    ['Go Colors', "Women's Ankle Length Leggings", 399, LEGGING_COLOURS, LEGGINGS],
    ['Jockey', "Women's Ankle Length Leggings 1890", 549, 'Black|Navy|Maroon|Skin', LEGGINGS],
    ['Lyra', "Women's Churidar Leggings", 299, LEGGING_COLOURS, LEGGINGS],
    ['Twin Birds', "Women's Churidar Leggings", 399, 'Black|White|Red|Navy', LEGGINGS],
    ['Global Desi', "Women's Printed Maxi Dress", 2299, 'Indigo|Rust'],
    ['Marks & Spencer', "Women's Linen Blend Shirt", 2999, 'White|Blue', W_TOP],
    ['Biba', "Women's Palazzo Pants", 1299, 'Black|White|Maroon'],
  ]),
  group(2_002_000, KIDS, [
    ['Babyhug', 'Cotton Romper', 499, 'Boys Blue|Girls Pink * 0-3 M|3-6 M|6-12 M'],
    ['Gini & Jony', 'Boys Printed T-Shirt', 699, `Navy|Red|Yellow * ${AGES}`],
    ['U.S. Polo Assn. Kids', 'Boys Polo T-Shirt', 999, 'Navy|White|Green'],
    ['Allen Solly Junior', 'Boys Casual Shirt', 999, 'Blue|Check Red', KIDS_WOVEN],
    ['Max', 'Girls Printed Frock', 599, `Pink|Yellow|Lavender * ${AGES}`, KIDS_WOVEN],
    ['Mothercare', 'Baby Bodysuit Pack of 3', 1299, 'Boys|Girls'],
    ['Little Kangaroos', 'Baby Cotton Romper', 599, 'Blue|Pink|White'],
    ['Gini & Jony', 'Girls Denim Jeans', 1199, AGES, { hsn: '62046200' }],
    ['Babyhug', 'Cotton Night Suit', 699, 'Blue|Pink * 1-2 Y|2-3 Y|3-4 Y'],
    ['Max', 'Boys Shorts Pack of 2', 499, AGES],
  ]),
  group(2_003_000, ETHNIC, [
    ['Manyavar', "Men's Kurta Pyjama Set", 3999, 'Cream|Maroon|Navy'],
    ['Manyavar', "Men's Nehru Jacket", 2999, 'Black|Beige'],
    ['Tasva', "Men's Sherwani Set", 14999, 'Ivory|Gold'],
    ['Fabindia', "Men's Cotton Kurta", 1790, 'White|Indigo|Mustard'],
    ['Ramraj Cotton', "Men's Cotton Dhoti", 549, 'White|White with Gold Border', DHOTI],
    ['MCR', "Men's Cotton Dhoti with Border", 450, 'White', DHOTI],
    ['Biba', "Women's Anarkali Kurta Set", 3499, 'Pink|Green|Blue'],
    ['W', "Women's Printed Straight Kurta", 1499, `Blue|Green|Mustard * ${TOP_SIZES}`],
    ['Aurelia', "Women's Cotton Kurta", 1199, 'Pink|White|Teal'],
    ['Libas', "Women's Kurta Palazzo Dupatta Set", 2299, 'Maroon|Blue|Yellow'],
    ['Rangriti', "Women's A-Line Kurta", 1299, 'Red|Navy|Peach'],
    ['Global Desi', "Women's Printed Kurta", 1599, 'Indigo|Rust|Off White'],
    ['Soch', "Women's Embroidered Salwar Suit", 3990, 'Maroon|Green'],
    ['Fabindia', "Women's Cotton Kurta", 1990, 'Indigo|Red|Yellow'],
    ['NOT KNOWN', 'Women Semi-stitched Lehenga Choli', 2499, 'Red|Pink|Maroon'],
    ['NOT KNOWN', 'Girls Lehenga Choli Set', 999, AGES],
    ['NOT KNOWN', 'Boys Kurta Pyjama Set', 799, AGES],
  ]),
  group(2_004_000, SAREE, [
    ['Nalli', 'Kanjivaram Silk Saree with Blouse Piece', 15000, 'Red|Maroon|Green|Purple', SILK],
    ['Fabindia', 'Cotton Handloom Saree', 2990, 'Indigo|Red|Mustard'],
    ['NOT KNOWN', 'Banarasi Silk Saree with Blouse Piece', 2499, SAREE_COLOURS, SILK],
    ['NOT KNOWN', 'Kanjeevaram Art Silk Saree with Blouse Piece', 1499, SAREE_COLOURS, SYNTHETIC],
    ['NOT KNOWN', 'Cotton Handloom Saree', 999, SAREE_COLOURS],
    ['NOT KNOWN', 'Printed Chiffon Saree', 699, SAREE_COLOURS, SYNTHETIC],
    ['NOT KNOWN', 'Georgette Saree with Blouse Piece', 899, SAREE_COLOURS, SYNTHETIC],
    ['NOT KNOWN', 'Bandhani Saree', 1299, SAREE_COLOURS, SYNTHETIC],
    ['NOT KNOWN', 'Paithani Silk Saree', 5999, 'Purple|Green|Peacock Blue|Red', SILK],
    ['NOT KNOWN', 'Chanderi Cotton Silk Saree', 1999, SAREE_COLOURS],
    ['NOT KNOWN', 'Tant Cotton Saree', 799, 'Red|White|Yellow|Blue'],
    ['NOT KNOWN', 'Sambalpuri Cotton Saree', 1899, 'Red|Black|Maroon'],
    ['NOT KNOWN', 'Daily Wear Synthetic Printed Saree', 399, SAREE_COLOURS, SYNTHETIC],
    ['NOT KNOWN', 'Mysore Crepe Silk Saree', 3499, 'Red|Green|Royal Blue', SILK],
    ['NOT KNOWN', 'Unstitched Blouse Piece 0.8 m', 149, 'Red|Green|Black|Gold'],
  ]),
  group(2_005_000, INNER, [
    ['Jockey', "Men's Modern Brief 1017 Pack of 2", 499, BRIEF_SIZES],
    ['Jockey', "Men's Cotton Trunk 1015 Pack of 2", 599, BRIEF_SIZES],
    ['Jockey', "Men's Cotton Vest 8820", 349, VEST_SIZES, VEST],
    ['Rupa', "Frontline Men's Cotton Vest", 99, VEST_SIZES, VEST],
    ['Rupa', "Jon Men's Cotton Brief", 89, VEST_SIZES],
    ['Dollar', "Bigboss Men's Cotton Vest", 139, VEST_SIZES, VEST],
    ['Lux Cozi', "Men's Cotton Brief", 99, VEST_SIZES],
    ['VIP', "Frenchie Men's Cotton Brief", 120, VEST_SIZES],
    ['Macho', "Men's Sporto Cotton Vest", 110, VEST_SIZES, VEST],
    ['Jockey', "Women's Cotton Bra 1722", 699, BRA_SIZES, BRA],
    ['Jockey', "Women's Hipster Panty Pack of 3 1406", 649, TOP_SIZES, PANTY],
    ['Enamor', "Women's T-Shirt Bra A039", 999, BRA_SIZES, BRA],
    ['Clovia', "Women's Cotton Non-Padded Bra", 599, BRA_SIZES, BRA],
    ['Zivame', "Women's Padded T-Shirt Bra", 799, BRA_SIZES, BRA],
    ['Lovable', "Women's Everyday Bra", 499, BRA_SIZES, BRA],
    ['Jockey', "Women's Cotton Pyjama 1301", 899, 'Navy|Grey Melange', NIGHT],
    ['Zivame', "Women's Cotton Night Suit", 1499, 'Pink|Blue', NIGHT],
    ['Clovia', "Women's Cotton Nightdress", 899, 'Pink|Lavender|Blue', NIGHT],
    ['Jockey', "Men's Cotton Pyjama 9008", 999, 'Navy|Black', { hsn: '61072100' }],
  ]),
  group(2_006_000, SPORT, [
    ['Puma', "Men's Regular Fit Track Pants", 2499, 'Black|Navy|Grey'],
    ['Puma', "Men's Regular Fit T-Shirt", 1299, 'Black|White|Blue', SPORT_TEE],
    ['Adidas', "Men's Training T-Shirt", 1699, 'Black|Navy|Red', SPORT_TEE],
    ['Adidas', "Men's Essentials Track Pants", 2999, 'Black|Navy'],
    ['Nike', "Men's Dri-FIT Training T-Shirt", 1995, 'Black|White|Grey', SPORT_TEE],
    ['Nike', "Men's Club Fleece Joggers", 3695, 'Black|Grey'],
    ['Reebok', "Men's Track Pants", 1999, 'Black|Navy'],
    ['HRX', "Men's Running T-Shirt", 999, 'Black|Blue|Lime', SPORT_TEE],
    ['Kalenji', "Men's Running T-Shirt", 499, 'Black|Blue|Red', SPORT_TEE],
    ['Domyos', "Women's Fitness Leggings", 799, 'Black|Navy', { hsn: '61046300' }],
    ['Jockey', "Women's Sports Bra 1376", 699, 'Black|Grey|Navy', { hsn: '62121000' }],
    ['Shiv Naresh', 'Unisex Track Suit', 1899, 'Navy|Black|Red'],
    ['Puma', "Women's Training Leggings", 2299, 'Black', { hsn: '61046300' }],
  ]),
]);
