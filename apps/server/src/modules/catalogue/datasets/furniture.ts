// Catalogue: furniture, mattresses, furnishings, home decor and lighting
// (super category 'Furniture & Home Decor').
// Id range 3_000_000–3_099_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: furniture, mattresses, pillows, mirrors and lamps 18%; bedsheets, curtains, towels, blankets
// and cotton quilts 5% up to ₹2,500 a piece, 18% above; candles, ornamental ceramics and solar lamps 5%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const SEATING: Kind = { categoryId: 138, hsn: '94016100', gst: 1800 };
const BED: Kind = { categoryId: 139, hsn: '94042190', gst: 1800 };
const BED_FRAME = { hsn: '94035090' };
const PILLOW = { hsn: '94049099' };
const QUILT = { hsn: '94049011', gst: upTo2500 };
const TABLE: Kind = { categoryId: 140, hsn: '94037000', gst: 1800 };
const PLASTIC_CHAIR = { hsn: '94018000' };
const WOOD_TABLE = { hsn: '94036000' };
const STORAGE: Kind = { categoryId: 141, hsn: '94032090', gst: 1800 };
const WOOD_STORAGE = { hsn: '94035010' };
const OFFICE: Kind = { categoryId: 142, hsn: '94013000', gst: 1800 };
const OFFICE_TABLE = { hsn: '94033090' };
const LINEN: Kind = { categoryId: 143, hsn: '63022100', gst: upTo2500 };
const CURTAIN = { hsn: '63039200' };
const TOWEL = { hsn: '63026000' };
const BLANKET = { hsn: '63014000' };
const CUSHION = { hsn: '63049990' };
const FLOOR = { hsn: '57050029', gst: 500 };
const DECOR: Kind = { categoryId: 144, hsn: '39264049', gst: 1800 };
const CERAMIC = { hsn: '69139000', gst: 500 };
const CANDLE = { hsn: '34060090', gst: 500 };
const MIRROR = { hsn: '70099200' };
const LAMP: Kind = { categoryId: 145, hsn: '94052000', gst: 1800 };
const CEILING = { hsn: '94051900' };
const SOLAR_LAMP = { hsn: '94054900', gst: 500 };

const MATTRESS = 'Single 72 x 36 x 6 inch:8999|Queen 78 x 60 x 6 inch:14999|King 78 x 72 x 6 inch:17999';
const SPRING = 'Single 72 x 36 x 6 inch:11999|Queen 78 x 60 x 6 inch:21999|King 78 x 72 x 6 inch:25999';
const FABRIC = 'Grey|Blue|Beige';
const CHAIR_COLOURS = 'Brown|White|Red|Green|Blue';
const SHEET_COLOURS = 'Blue|Pink|Grey|Beige|Green';

export const furniture = catalogueFile('furniture', 3_000_000, 3_099_999, [
  group(3_000_000, SEATING, [
    ['Wakefit', '3 Seater Fabric Sofa', 24999, FABRIC],
    ['Wakefit', '2 Seater Fabric Sofa', 17999, FABRIC],
    ['Godrej Interio', '3 Seater Fabric Sofa', 29999, 'Grey|Brown'],
    ['Durian', 'Leatherette 1 Seater Recliner', 34999, 'Brown|Black'],
    ['Sleepyhead', 'Fabric Sofa cum Bed 3 Seater', 19999, 'Grey|Blue|Green'],
    ['Home Centre', 'L-Shaped 5 Seater Fabric Sofa', 49999, 'Grey|Beige'],
    ['Royaloak', 'Solid Wood 3+1+1 Sofa Set', 54999, 'Cream|Brown'],
    ['HomeTown', 'Fabric 2 Seater Loveseat', 15999, 'Mustard|Teal'],
    ['NOT KNOWN', 'Bean Bag XXL with Beans', 2499, 'Black|Brown|Tan|Red'],
    ['NOT KNOWN', 'Wooden Diwan with Storage', 12999, 'Teak|Walnut'],
    ['NOT KNOWN', 'Fabric Ottoman Pouffe', 1999, 'Grey|Blue|Mustard'],
  ]),
  group(3_001_000, BED, [
    ['Wakefit', 'Orthopedic Memory Foam Mattress', MATTRESS],
    ['Sleepwell', 'Ortho Pro Spring Mattress', SPRING],
    ['Kurl-on', 'Spinekare Foam Mattress', MATTRESS],
    ['Duroflex', 'Balance Orthopaedic Mattress', SPRING],
    ['Centuary', 'Sleepables Foam Mattress', MATTRESS],
    ['Sleepycat', 'Original Memory Foam Mattress', SPRING],
    ['Wakefit', 'Engineered Wood Queen Bed', 14999, 'Wenge|Walnut', BED_FRAME],
    ['Godrej Interio', 'Queen Bed with Hydraulic Storage', 34999, 'Walnut', BED_FRAME],
    ['Nilkamal', 'Single Metal Bed', 7999, 'Black', { hsn: '94032010' }],
    ['Durian', 'Solid Wood King Bed', 59999, 'Honey|Walnut', BED_FRAME],
    ['Sleepwell', 'Fibre Pillow', 699, '', PILLOW],
    ['Wakefit', 'Memory Foam Pillow', 1299, '', PILLOW],
    ['Recron', 'Certified Fibre Pillow (Pair)', 999, '', PILLOW],
    ['NOT KNOWN', 'Jaipuri Cotton Razai Double', 1999, 'Red|Blue|Green', QUILT],
    ['NOT KNOWN', 'Cotton Quilt Single', 999, 'Floral|Paisley', QUILT],
    ['NOT KNOWN', 'Microfibre Comforter Double', 2999, 'Grey|Blue', { hsn: '94049019' }],
  ]),
  group(3_002_000, TABLE, [
    ['Nilkamal', 'Plastic Chair CHR 2005', 1299, CHAIR_COLOURS, PLASTIC_CHAIR],
    ['Nilkamal', 'Armless Plastic Chair CHR 2060', 799, CHAIR_COLOURS, PLASTIC_CHAIR],
    ['Cello', 'Plastic Chair with Arms', 999, 'Brown|White|Grey', PLASTIC_CHAIR],
    ['Supreme', 'Plastic Chair', 999, 'Brown|White|Green', PLASTIC_CHAIR],
    ['Nilkamal', 'Plastic Stool', 399, 'Blue|Red|Brown|Green', PLASTIC_CHAIR],
    ['Nilkamal', 'Plastic Centre Table', 1999, 'Brown|White'],
    ['Nilkamal', '4 Seater Dining Table Set', 14999],
    ['Godrej Interio', '6 Seater Solid Wood Dining Set', 44999, '', WOOD_TABLE],
    ['Wakefit', 'Engineered Wood Study Table', 4999, 'Wenge|Oak', WOOD_TABLE],
    ['Durian', 'Solid Wood Coffee Table', 7999, '', WOOD_TABLE],
    ['NOT KNOWN', 'Foldable Laptop Table', 799, 'Black|Brown', WOOD_TABLE],
    ['NOT KNOWN', 'Kids Table and Chair Set', 2499, 'Blue|Pink'],
    ['NOT KNOWN', 'Wooden Folding Table 4 ft', 3499, '', WOOD_TABLE],
  ]),
  group(3_003_000, STORAGE, [
    ['Godrej Interio', 'Slimline 2 Door Steel Almirah', 18999, 'Grey|Ivory'],
    ['Godrej Interio', 'Storwel 4 Door Steel Almirah', 29999, 'Grey'],
    ['Nilkamal', 'Freedom Mini Plastic Cabinet', 3999, 'Weather Brown|Blue', { hsn: '94037000' }],
    ['Nilkamal', 'Plastic Chest of 4 Drawers', 3499, 'Pink|Blue|Beige', { hsn: '94037000' }],
    ['Wakefit', '2 Door Engineered Wood Wardrobe', 14999, 'Wenge|Walnut', WOOD_STORAGE],
    ['Wakefit', '3 Door Engineered Wood Wardrobe', 21999, 'Wenge|Walnut', WOOD_STORAGE],
    ['NOT KNOWN', 'Metal Shoe Rack 4 Tier', 1299, 'Black|Grey'],
    ['NOT KNOWN', 'Engineered Wood Bookshelf 5 Tier', 2999, 'Wenge|Oak', WOOD_STORAGE],
    ['NOT KNOWN', 'Foldable Fabric Wardrobe', 999, 'Grey|Blue|Beige', { hsn: '94038900' }],
  ]),
  group(3_004_000, OFFICE, [
    ['Green Soul', 'Vision Ergonomic Office Chair', 12999, 'Black|Grey'],
    ['Featherlite', 'Optima Mesh Office Chair', 8999],
    ['Godrej Interio', 'Motion Mesh Office Chair', 11999],
    ['Nilkamal', 'Thames Office Chair', 4999],
    ['Savya Home', 'Apollo Office Chair', 3999],
    ['NOT KNOWN', 'Visitor Chair with Arms', 2499],
    ['NOT KNOWN', 'Office Table 4 ft with Drawer', 6999, '', OFFICE_TABLE],
    ['NOT KNOWN', 'Conference Table 6 Seater', 24999, '', OFFICE_TABLE],
    ['NOT KNOWN', 'Shop Cash Counter Table', 9999, '', OFFICE_TABLE],
    ['Godrej Interio', '4 Drawer Steel Filing Cabinet', 14999, '', { hsn: '94031090' }],
  ]),
  group(3_005_000, LINEN, [
    ['Bombay Dyeing', 'Cotton Double Bedsheet with 2 Pillow Covers', 1299, SHEET_COLOURS],
    ['Spaces', 'Cotton King Bedsheet Set', 2499, 'White|Grey|Blue'],
    ['Raymond Home', 'Cotton Double Bedsheet Set', 1999, 'Beige|Maroon|Blue'],
    ['Portico New York', 'Cotton Double Bedsheet Set', 1899, 'White|Grey'],
    ['NOT KNOWN', 'Jaipuri Printed Cotton Double Bedsheet', 599, SHEET_COLOURS],
    ['NOT KNOWN', 'Cotton Single Bedsheet', 349, SHEET_COLOURS],
    ['Story@Home', 'Door Curtains 7 ft (Pack of 2)', 899, 'Maroon|Beige|Blue', CURTAIN],
    ['Home Sizzler', 'Eyelet Window Curtains 5 ft (Pack of 2)', 799, 'Brown|Green|Blue', CURTAIN],
    ['NOT KNOWN', 'Blackout Door Curtain 7 ft', 699, 'Grey|Beige', CURTAIN],
    ['Bombay Dyeing', 'Cotton Bath Towel', 599, 'White|Blue|Pink', TOWEL],
    ['Spaces', 'Hygro Cotton Bath Towel', 999, 'Grey|Blue', TOWEL],
    ['Trident', 'Cotton Hand Towel Set of 4', 499, '', TOWEL],
    ['NOT KNOWN', 'Mink Blanket Double', 2499, 'Red|Brown|Blue', BLANKET],
    ['NOT KNOWN', 'Fleece Blanket Single', 699, 'Grey|Blue', BLANKET],
    ['NOT KNOWN', 'Cushion Covers 16 x 16 inch (Set of 5)', 499, 'Floral|Geometric', CUSHION],
    ['NOT KNOWN', 'Stretchable Sofa Cover 3 Seater', 1199, 'Grey|Brown', CUSHION],
    ['NOT KNOWN', 'Cotton Doormat', 199, 'Assorted', FLOOR],
    ['NOT KNOWN', 'Tufted Carpet 5 x 7 ft', 2999, 'Red|Beige|Grey', FLOOR],
  ]),
  group(3_006_000, DECOR, [
    ['NOT KNOWN', 'Artificial Flower Bunch', 299, 'Red Rose|White Orchid|Mixed', { hsn: '67029090' }],
    ['NOT KNOWN', 'Photo Frame 8 x 10 inch', 299, 'Black|White|Wooden'],
    ['NOT KNOWN', 'Collage Photo Frame 6 Photos', 699],
    ['NOT KNOWN', 'Vinyl Wall Sticker', 199, 'Floral|Tree|Quotes', { hsn: '39199090' }],
    ['NOT KNOWN', 'Resin Buddha Showpiece', 599],
    ['NOT KNOWN', 'Ceramic Flower Vase', 699, 'White|Blue|Terracotta', CERAMIC],
    ['NOT KNOWN', 'Scented Candle Jar', 399, 'Lavender|Vanilla|Rose', CANDLE],
    ['NOT KNOWN', 'Metal Wind Chime', 299, '', { hsn: '83062990' }],
    ['NOT KNOWN', 'Round Wall Mirror 24 inch', 999, 'Gold|Black', MIRROR],
    ['NOT KNOWN', 'Toran Door Hanging', 299, '', { hsn: '63079090' }],
    [
      'eCraftIndia',
      'Wall Painting with Frame',
      1499,
      'Radha Krishna|Seven Horses|Abstract',
      { hsn: '49119910' },
    ],
    ['Ellementry', 'Ceramic Planter', 899, 'White|Grey', CERAMIC],
    ['Home Centre', 'Decorative Wall Shelf Set of 3', 1299, '', { hsn: '94036000' }],
  ]),
  group(3_007_000, LAMP, [
    ['Philips', 'LED Table Lamp 5 W', 1499],
    ['Wipro', 'Rechargeable LED Study Lamp', 999],
    ['Havells', 'Aqua Table Lamp 6 W', 1299],
    ['NOT KNOWN', 'Crystal Chandelier 5 Light', 4999, '', CEILING],
    ['NOT KNOWN', 'Wooden Floor Lamp with Shade', 3499],
    ['NOT KNOWN', 'Hanging Pendant Light', 1299, 'Black|Gold', CEILING],
    ['NOT KNOWN', 'Wall Sconce Light', 899, 'Black|Brass', CEILING],
    ['NOT KNOWN', 'Outdoor Gate Light', 1199, '', CEILING],
    ['Philips', 'Rechargeable Emergency Light', 899, '', { hsn: '85131090' }],
    ['NOT KNOWN', 'Solar Garden Light (Pack of 2)', 999, '', SOLAR_LAMP],
  ]),
]);
