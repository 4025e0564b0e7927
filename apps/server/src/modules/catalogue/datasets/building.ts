// Catalogue: locks and door hardware, adhesives, cement and building material, tiles, inverters and
// stabilisers, safety equipment (super category 'Hardware & Sanitary').
// Id range 2_500_000–2_599_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: cement moved from 28% to 18%; inverter and lead-acid batteries from 28% to 18%; solar panels
// and solar power devices 5%; sand and stone aggregate 5%; locks, fittings, adhesives, ceramic tiles,
// steel bars, inverters, stabilisers and fire extinguishers 18%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const KG = 8;
const BAG = 20;
const BOX = 3;
const TONNE = 11;

const LOCK: Kind = { categoryId: 104, hsn: '83014090', gst: 1800 };
const PADLOCK = { hsn: '83011000' };
const HINGE = { hsn: '83021010' };
const FITTING = { hsn: '83024110' };
const CLOSER = { hsn: '83026000' };
const ADHESIVE: Kind = { categoryId: 105, hsn: '35069190', gst: 1800 };
const SEALANT = { hsn: '32141000' };
const WATERPROOF = { hsn: '38244090' };
const CEMENT: Kind = { categoryId: 106, hsn: '25232930', gst: 1800, unitId: BAG };
const OPC = { hsn: '25232910' };
const WHITE_CEMENT = { hsn: '25232100', unitId: 1 };
const TMT = { hsn: '72142090', unitId: KG };
const AGGREGATE = { hsn: '25171010', gst: 500, unitId: TONNE };
const TILE: Kind = { categoryId: 107, hsn: '69072100', gst: 1800, unitId: BOX };
const WALL_TILE = { hsn: '69072300' };
const POWER: Kind = { categoryId: 108, hsn: '85044090', gst: 1800 };
const TUBULAR = { hsn: '85072000' };
const SOLAR = { hsn: '85414300', gst: 500 };
const SAFETY: Kind = { categoryId: 109, hsn: '65061090', gst: 1800 };
const SAFETY_SHOES = { hsn: '64034000', gst: upTo2500, unitId: 6 };
const EXTINGUISHER = { hsn: '84241000' };

const PADLOCK_SIZES = '40 mm:220|50 mm:320|65 mm:450';
const TILE_COLOURS = 'Ivory|Beige|Grey|Brown';
const SAND = { ...AGGREGATE, hsn: '25059000' };

export const building = catalogueFile('building', 2_500_000, 2_599_999, [
  group(2_500_000, LOCK, [
    ['Godrej', 'Navtal 7 Levers Padlock', '50 mm:520|65 mm:720', '', PADLOCK],
    ['Godrej', 'Ultra XL+ Twin Bolt Door Lock', 2800],
    ['Godrej', 'Advantis Digital Door Lock', 18000],
    ['Godrej', 'Ultra Tribolt Main Door Lock', 4500],
    ['Harrison', 'Padlock 7 Levers', PADLOCK_SIZES, '', PADLOCK],
    ['Link', 'Padlock 6 Levers', '40 mm:180|50 mm:260', '', PADLOCK],
    ['Europa', 'Padlock P250', '50 mm:390|65 mm:520', '', PADLOCK],
    ['Dorset', 'Mortise Handle Lock Set', 2499, 'Satin Steel|Antique Brass'],
    ['Yale', 'YDM 4109 Digital Door Lock', 22000],
    ['Harrison', 'Cupboard Lock', 180],
    ['Hettich', 'Auto Close Cabinet Hinge (Pair)', 260, '', HINGE],
    ['Hettich', 'Telescopic Drawer Channel 18 inch (Pair)', 850, '', HINGE],
    ['Ebco', 'Auto Hinge 0 Crank (Pair)', 220, '', HINGE],
    ['NOT KNOWN', 'SS Butt Hinge (Pair)', '3 inch:90|4 inch:120|5 inch:160', '', HINGE],
    ['NOT KNOWN', 'SS Door Handle', '6 inch:180|8 inch:250|10 inch:320', '', FITTING],
    ['NOT KNOWN', 'SS Tower Bolt', '4 inch:80|6 inch:120|8 inch:160', '', FITTING],
    ['NOT KNOWN', 'SS Door Stopper', 80, '', FITTING],
    ['Ozone', 'Hydraulic Door Closer', 1800, '', CLOSER],
    ['Dorma', 'TS 68 Door Closer', 3500, '', CLOSER],
  ]),
  group(2_501_000, ADHESIVE, [
    ['Fevicol', 'SH Synthetic Resin Adhesive', '250 g:95|500 g:180|1 kg:340|5 kg:1550'],
    ['Fevicol', 'Marine Waterproof Adhesive', '1 kg:450|5 kg:2100'],
    ['Fevikwik', 'Instant Adhesive', '0.5 g:5|2 g:20'],
    ['Araldite', 'Standard Epoxy Adhesive 13 g + 13 g', 180],
    ['Araldite', 'Klear Epoxy Adhesive 90 g', 420],
    ['M-Seal', 'Phataphat Epoxy Putty', '25 g:40|50 g:75', '', SEALANT],
    ['Dr. Fixit', 'LW+ Waterproofing Liquid', '1 L:220|5 L:1050', '', WATERPROOF],
    ['Dr. Fixit', 'Pidiproof LW+ Cement Additive 200 ml', 60, '', WATERPROOF],
    ['Dr. Fixit', 'Raincoat Waterproof Exterior Coating 4 L', 2400, '', WATERPROOF],
    ['Roff', 'Tile Adhesive 20 kg', 750, '', { ...SEALANT, unitId: BAG }],
    ['Wacker', 'Silicone Sealant 280 ml', 350, 'Clear|White', SEALANT],
    ['Anabond', 'Silicone Sealant 280 ml', 299, 'Clear|Black', SEALANT],
    ['Loctite', 'Super Glue Gel 3 g', 99],
    ['Bondtite', 'Epoxy Adhesive 36 g', 99],
  ]),
  group(2_502_000, CEMENT, [
    ['UltraTech', 'Cement OPC 53 Grade 50 kg Bag', 460, '', OPC],
    ['UltraTech', 'Cement PPC 50 kg Bag', 430],
    ['UltraTech', 'Super Cement 50 kg Bag', 470],
    ['ACC', 'Gold Water Shield PPC 50 kg Bag', 475],
    ['ACC', 'Suraksha Power PPC 50 kg Bag', 430],
    ['Ambuja', 'Plus PPC 50 kg Bag', 440],
    ['Ambuja', 'Kawach Water Repellent Cement 50 kg Bag', 480],
    ['Shree', 'Jung Rodhak PPC 50 kg Bag', 420],
    ['Dalmia', 'DSP Cement 50 kg Bag', 470],
    ['JK Super', 'PPC Cement 50 kg Bag', 430],
    ['Ramco', 'Supercrete PPC 50 kg Bag', 450],
    ['Birla A1', 'Premium Cement 50 kg Bag', 450],
    ['Birla White', 'White Cement', '1 kg:60|5 kg:270', '', WHITE_CEMENT],
    ['Tata Tiscon', '500D TMT Bar', '8 mm:-|10 mm:-|12 mm:-|16 mm:-', '', TMT],
    ['JSW', 'Neosteel 550D TMT Bar', '8 mm:-|10 mm:-|12 mm:-|16 mm:-', '', TMT],
    ['SAIL', 'TMT Bar Fe 500', '10 mm:-|12 mm:-', '', TMT],
    ['Kamdhenu', 'TMT Bar Fe 550', '8 mm:-|12 mm:-', '', TMT],
    ['NOT KNOWN', 'River Sand', null, '', SAND],
    ['NOT KNOWN', 'M-Sand (Manufactured Sand)', null, '', SAND],
    ['NOT KNOWN', 'Stone Aggregate', '10 mm:-|20 mm:-|40 mm:-', '', AGGREGATE],
    ['NOT KNOWN', 'Fly Ash Bricks', null, '', { hsn: '68159990', gst: 500, unitId: 2 }],
  ]),
  group(2_503_000, TILE, [
    ['Kajaria', 'Glossy Vitrified Floor Tile 600 x 600 mm (Box of 4)', 1200, TILE_COLOURS],
    ['Kajaria', 'Matt Vitrified Floor Tile 800 x 1600 mm (Box of 2)', 3600, 'Grey|Beige'],
    ['Kajaria', 'Ceramic Wall Tile 300 x 450 mm (Box of 6)', 650, 'White|Ivory|Blue', WALL_TILE],
    ['Somany', 'Glossy Vitrified Floor Tile 600 x 600 mm (Box of 4)', 1150, TILE_COLOURS],
    ['Somany', 'Ceramic Wall Tile 300 x 600 mm (Box of 5)', 780, 'White|Grey', WALL_TILE],
    ['Johnson', 'Endura Anti-skid Floor Tile 300 x 300 mm (Box of 10)', 690, 'Grey|Terracotta'],
    ['Orientbell', 'Double Charge Vitrified Tile 600 x 600 mm (Box of 4)', 1050, TILE_COLOURS],
    ['Orientbell', 'Parking Tile 300 x 300 mm (Box of 10)', 590, 'Grey|Red'],
    ['Nitco', 'Glazed Vitrified Tile 600 x 1200 mm (Box of 2)', 1900, 'Marble White|Beige'],
    ['AGL', 'Polished Glazed Vitrified Tile 600 x 1200 mm (Box of 2)', 1850, 'Statuario|Onyx Beige'],
    ['Simpolo', 'Slab Tile 800 x 1600 mm (Box of 2)', 4200, 'Calacatta|Grey Stone'],
    ['Varmora', 'Ceramic Floor Tile 400 x 400 mm (Box of 6)', 620, 'Brown|Beige'],
  ]),
  group(2_504_000, POWER, [
    ['Luminous', 'Zelio+ 1100 Sine Wave Inverter', 8500],
    ['Luminous', 'Eco Volt Neo 1050 Sine Wave Inverter', 7000],
    ['Luminous', 'Red Charge RC 18000 150Ah Tall Tubular Battery', 16000, '', TUBULAR],
    ['Luminous', 'Solar Panel 165 W Polycrystalline', 6500, '', SOLAR],
    ['Microtek', 'Jumbo 1100 Sine Wave Inverter', 7200],
    ['Microtek', 'EMR 4090 Voltage Stabilizer for AC', 2600],
    ['Exide', 'Inva Master IMTT1500 150Ah Tall Tubular Battery', 17000, '', TUBULAR],
    ['Exide', 'Inva Tubular IT500 150Ah Battery', 15500, '', TUBULAR],
    ['Amaron', 'Current Tall Tubular Battery 150Ah', 15000, '', TUBULAR],
    ['Livguard', 'IT1584TT 150Ah Tall Tubular Battery', 14000, '', TUBULAR],
    ['V-Guard', 'Prime 1150 Sine Wave Inverter', 7500],
    ['V-Guard', 'VG 400 Voltage Stabilizer for AC up to 1.5 Ton', 2999],
    ['V-Guard', 'VGSD 50 Voltage Stabilizer for Refrigerator', 1800],
    ['Loom Solar', 'Shark 550 W Mono PERC Solar Panel', 16000, '', SOLAR],
    ['Luminous', 'NXG 1400 Solar Hybrid Inverter', 11500, '', { hsn: '85044090', gst: 500 }],
  ]),
  group(2_505_000, SAFETY, [
    ['Karam', 'PN521 Safety Helmet with Ratchet', 250, 'White|Yellow|Blue|Red'],
    ['Udyogi', 'Industrial Safety Helmet', 220, 'White|Yellow'],
    ['Karam', 'ES001 Safety Goggles', 120, '', { hsn: '90049090' }],
    ['Karam', 'Face Shield with Visor', 250, '', { hsn: '39269099' }],
    ['Karam', 'Full Body Safety Harness', 2500, '', { hsn: '63079090' }],
    ['Udyogi', 'Cotton Knitted Hand Gloves (Pair)', 40, '', { hsn: '61169200', gst: 500, unitId: 6 }],
    ['Allen Cooper', 'AC-1102 Safety Shoes Steel Toe', 2200, 'UK 7|UK 8|UK 9|UK 10', SAFETY_SHOES],
    ['Hillson', 'Jaguar Safety Shoes Steel Toe', 1200, 'UK 7|UK 8|UK 9|UK 10', SAFETY_SHOES],
    ['Bata', 'Industrial Safety Shoes', 1800, 'UK 7|UK 8|UK 9', SAFETY_SHOES],
    ['Ceasefire', 'ABC Fire Extinguisher 4 kg', 3500, '', EXTINGUISHER],
    ['Safex', 'ABC Fire Extinguisher 2 kg', 2200, '', EXTINGUISHER],
    ['Kanex', 'Car Fire Extinguisher 1 kg', 1200, '', EXTINGUISHER],
    ['NOT KNOWN', 'Reflective Safety Jacket', 199, 'Orange|Green', { hsn: '62113390', gst: upTo2500 }],
    ['3M', '1110 Corded Ear Plugs (Pair)', 60, '', { hsn: '39269099' }],
  ]),
]);
