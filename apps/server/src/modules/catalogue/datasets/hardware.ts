// Catalogue: hand and power tools, paints, pipes and plumbing, sanitaryware, wires and switches, fasteners
// (super category 'Hardware & Sanitary').
// Id range 2_400_000–2_499_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: tools, paints and putty, plastic pipes and tanks, sanitaryware and taps, wires, switchgear and
// fasteners stay at 18%.

import { catalogueFile, group, type Kind } from './expand.js';

const KG = 8;

const HAND_TOOL: Kind = { categoryId: 97, hsn: '82054000', gst: 1800 };
const PLIER = { hsn: '82032000' };
const SPANNER = { hsn: '82041120' };
const HAMMER = { hsn: '82052000' };
const TAPE = { hsn: '90178010' };
const TOOL_SET = { hsn: '82060000' };
const POWER_TOOL: Kind = { categoryId: 98, hsn: '84672100', gst: 1800 };
const GRINDER = { hsn: '84672900' };
const BIT = { hsn: '82071900' };
const WHEEL = { hsn: '68042290' };
const PAINT: Kind = { categoryId: 99, hsn: '32091090', gst: 1800 };
const ENAMEL = { hsn: '32081090' };
const DISTEMPER = { hsn: '32100019' };
const PUTTY = { hsn: '32149010' };
const BRUSH = { hsn: '96034000' };
const PIPE: Kind = { categoryId: 100, hsn: '39172390', gst: 1800 };
const FITTING = { hsn: '39174000' };
const TANK = { hsn: '39251000' };
const SOLVENT = { hsn: '35069999' };
const SANITARY: Kind = { categoryId: 101, hsn: '84818020', gst: 1800 };
const CERAMIC = { hsn: '69101000' };
const STEEL_SANITARY = { hsn: '73241000' };
const WIRE: Kind = { categoryId: 102, hsn: '85444920', gst: 1800 };
const SWITCH = { hsn: '85365090' };
const SOCKET = { hsn: '85366990' };
const MCB = { hsn: '85362010' };
const BOARD = { hsn: '85371000' };
const FASTENER: Kind = { categoryId: 103, hsn: '73181200', gst: 1800 };
const BOLT = { hsn: '73181600' };
const NAIL = { hsn: '73170019', unitId: KG };
const PLUG = { hsn: '39269099' };

const COILS = '0.75 sq mm:1150|1 sq mm:1550|1.5 sq mm:2250|2.5 sq mm:3650|4 sq mm:5800';
const WIRE_COLOURS = 'Red|Black|Blue|Yellow|Green';
const INTERIOR = '1 L:250|4 L:930|10 L:2250|20 L:4350';
const PREMIUM = '1 L:450|4 L:1700|10 L:4100|20 L:8000';
const LUXURY = '1 L:690|4 L:2650|10 L:6450|20 L:12700';
const EXTERIOR = '4 L:1750|10 L:4300|20 L:8400';
const ENAMEL_PACKS = '500 ml:260|1 L:500|4 L:1900';
const DISTEMPER_PACKS = '2 kg:290|5 kg:620|10 kg:1200|20 kg:2300';

export const hardware = catalogueFile('hardware', 2_400_000, 2_499_999, [
  group(2_400_000, HAND_TOOL, [
    ['Taparia', '815 Screwdriver Set 6 pcs', 299],
    ['Taparia', 'Combination Plier 1621', '6 inch:380|8 inch:450', '', PLIER],
    ['Taparia', 'Long Nose Plier 6 inch', 360, '', PLIER],
    ['Taparia', 'Double Ended Spanner Set DEP 08 (8 pcs)', 899, '', SPANNER],
    ['Taparia', 'Adjustable Wrench 1006', '8 inch:560|10 inch:750|12 inch:980', '', SPANNER],
    ['Taparia', 'Claw Hammer 500 g', 450, '', HAMMER],
    ['Taparia', 'Line Tester 811', 60],
    ['Taparia', 'Allen Key Set 9 pcs', 320, '', SPANNER],
    ['Taparia', 'Hacksaw Frame HF 12', 390, '', { hsn: '82023900' }],
    ['Taparia', 'Tool Kit 1001 (62 pcs)', 3499, '', TOOL_SET],
    ['Stanley', 'STMT 65 pcs Home Tool Kit', 2999, '', TOOL_SET],
    ['Stanley', 'Measuring Tape', '3 m:249|5 m:399|8 m:599', '', TAPE],
    ['Stanley', 'Claw Hammer 450 g', 699, '', HAMMER],
    ['Stanley', 'Snap-off Cutter 18 mm', 199, '', { hsn: '82119400' }],
    ['Stanley', 'Spirit Level 24 inch', 899, '', TAPE],
    ['Jhalani', 'Combination Spanner Set 8 pcs', 999, '', SPANNER],
    ['Jhalani', 'Pipe Wrench', '10 inch:650|14 inch:899|18 inch:1299', '', SPANNER],
    ['Eastman', 'Measuring Tape 5 m', 199, '', TAPE],
    ['Eastman', 'Screwdriver Set 6 pcs', 299],
    ['Freemans', 'Measuring Tape 5 m', 149, '', TAPE],
    ['NOT KNOWN', 'Mason Trowel (Karni) 8 inch', 120, '', { hsn: '82055990' }],
    ['NOT KNOWN', 'Wood Chisel Set 3 pcs', 299, '', { hsn: '82053000' }],
  ]),
  group(2_401_000, POWER_TOOL, [
    ['Bosch', 'GSB 500 RE Impact Drill 500 W', 3699],
    ['Bosch', 'GSB 600 Impact Drill Kit 600 W', 3999],
    ['Bosch', 'GBH 2-26 Rotary Hammer 800 W', 10999],
    ['Bosch', 'GSR 120-LI Cordless Drill Driver', 7999],
    ['Bosch', 'GWS 600 Angle Grinder 100 mm', 2999, '', GRINDER],
    ['Bosch', 'GST 650 Jigsaw 450 W', 5999, '', GRINDER],
    ['Bosch', 'GKS 7000 Circular Saw 1100 W', 7999, '', GRINDER],
    ['Bosch', 'GDC 121 Marble Cutter 1250 W', 5999, '', GRINDER],
    ['Bosch', 'GHG 180 Heat Gun 1800 W', 3299, '', GRINDER],
    ['Bosch', 'GBL 620 Air Blower 620 W', 3299, '', GRINDER],
    ['Bosch', 'Masonry Drill Bit Set 5 pcs', 399, '', BIT],
    ['Bosch', 'Cutting Wheel 4 inch (Pack of 5)', 250, '', WHEEL],
    ['Black+Decker', 'KR554RE Hammer Drill 550 W', 2999],
    ['Black+Decker', 'BDCD12 Cordless Drill Driver 12 V', 3499],
    ['Makita', 'HP1630 Impact Drill 710 W', 4500],
    ['Makita', '9553NB Angle Grinder 100 mm', 4200, '', GRINDER],
    ['Dewalt', 'DWD024 Impact Drill 650 W', 3200],
    ['Dewalt', 'DWE4016 Angle Grinder 730 W', 3400, '', GRINDER],
    ['Stanley', 'SDH600 Hammer Drill 600 W', 2499],
    ['Ingco', 'Electric Drill 13 mm 650 W', 1899],
    ['NOT KNOWN', 'Electric Drill Machine 13 mm', 1299],
  ]),
  group(2_402_000, PAINT, [
    ['Asian Paints', 'Tractor Emulsion Interior Paint', INTERIOR],
    ['Asian Paints', 'Apcolite Premium Emulsion Interior Paint', PREMIUM],
    ['Asian Paints', 'Royale Luxury Emulsion Interior Paint', LUXURY],
    ['Asian Paints', 'Ace Exterior Emulsion', '4 L:1150|10 L:2800|20 L:5400'],
    ['Asian Paints', 'Apex Exterior Emulsion', EXTERIOR],
    [
      'Asian Paints',
      'Apcolite Premium Gloss Enamel',
      ENAMEL_PACKS,
      'Brilliant White|Black|Bus Green',
      ENAMEL,
    ],
    ['Asian Paints', 'Tractor Acrylic Distemper', DISTEMPER_PACKS, '', DISTEMPER],
    ['Asian Paints', 'Interior Wall Primer Water Thinnable', '1 L:220|4 L:790|20 L:3700'],
    ['Asian Paints', 'Red Oxide Metal Primer', '500 ml:150|1 L:280', '', ENAMEL],
    ['Asian Paints', 'SmartCare Damp Proof Waterproofing', '4 L:1700|20 L:8000'],
    ['Asian Paints', 'TruCare Wall Putty', '20 kg:900|40 kg:1750', '', PUTTY],
    ['Berger', 'Silk Glamor Emulsion Interior Paint', '1 L:640|4 L:2450|10 L:6000|20 L:11800'],
    ['Berger', 'Bison Emulsion Interior Paint', '1 L:230|4 L:880|10 L:2100|20 L:4100'],
    ['Berger', 'WeatherCoat Long Life Exterior Emulsion', '4 L:2100|20 L:10000'],
    ['Berger', 'Luxol Hi-Gloss Enamel', '500 ml:280|1 L:540|4 L:2050', 'White|Black|Signal Red', ENAMEL],
    ['Berger', 'Bison Acrylic Distemper', '5 kg:580|10 kg:1120|20 kg:2150', '', DISTEMPER],
    ['Nerolac', 'Impressions HD Interior Emulsion', '1 L:620|4 L:2400|10 L:5900|20 L:11500'],
    ['Nerolac', 'Beauty Smooth Finish Interior Emulsion', '1 L:420|4 L:1600|10 L:3900|20 L:7600'],
    ['Nerolac', 'Excel Total Exterior Emulsion', '4 L:2150|20 L:10300'],
    ['Nerolac', 'Synthetic Hi-Gloss Enamel', '1 L:480|4 L:1850', 'White|Black', ENAMEL],
    ['Dulux', 'Velvet Touch Interior Emulsion', '1 L:750|4 L:2900|10 L:7100|20 L:14000'],
    ['Dulux', 'Promise Interior Emulsion', '1 L:350|4 L:1300|10 L:3150|20 L:6200'],
    ['Dulux', 'Weathershield Max Exterior Emulsion', '4 L:2300|20 L:11000'],
    ['Nippon Paint', 'Vinilex Interior Emulsion', '1 L:260|4 L:950|20 L:4400'],
    ['Indigo Paints', 'Dirt Proof Exterior Emulsion', '4 L:1990|20 L:9500'],
    ['Birla Opus', 'One Pure Elegance Interior Emulsion', '1 L:750|4 L:2850|20 L:13500'],
    ['Birla White', 'WallCare Putty', '5 kg:350|20 kg:990|40 kg:1850', '', PUTTY],
    ['JK', 'WallMaxX Wall Putty', '20 kg:950|40 kg:1800', '', PUTTY],
    ['Asian Paints', 'Paint Brush', '1 inch:60|2 inch:110|4 inch:220', '', BRUSH],
    ['NOT KNOWN', 'Paint Roller 9 inch', 180, '', BRUSH],
    [
      'NOT KNOWN',
      'Waterproof Emery Paper Sheet',
      '80 Grit:15|120 Grit:15|220 Grit:15',
      '',
      { hsn: '68052010' },
    ],
  ]),
  group(2_403_000, PIPE, [
    ['Astral', 'CPVC Pro Pipe SDR 11 (3 m)', '1/2 inch:420|3/4 inch:650|1 inch:1050'],
    ['Astral', 'CPVC Elbow 90 Degree', '1/2 inch:25|3/4 inch:40|1 inch:70', '', FITTING],
    ['Astral', 'CPVC Equal Tee', '1/2 inch:30|3/4 inch:48|1 inch:85', '', FITTING],
    ['Astral', 'CPVC Solvent Cement 118 ml', 250, '', SOLVENT],
    ['Ashirvad', 'CPVC Pipe SDR 11 (3 m)', '1/2 inch:399|3/4 inch:620|1 inch:999'],
    ['Supreme', 'PVC Pipe 6 kg/cm2 (6 m)', '1 inch:520|2 inch:980|4 inch:2450'],
    ['Supreme', 'PVC Ball Valve', '1/2 inch:120|1 inch:240', '', FITTING],
    ['Finolex', 'PVC Pipe 6 kg/cm2 (6 m)', '1 inch:510|2 inch:960|4 inch:2400'],
    ['Prince', 'SWR Drainage Pipe 110 mm (3 m)', 899],
    ['Sintex', 'Triple Layer Water Tank', '500 L:4500|1000 L:8500|2000 L:17000', '', TANK],
    ['Supreme', 'Water Tank 1000 L', 8200, '', TANK],
    ['NOT KNOWN', 'PVC Garden Hose Pipe 1/2 inch (15 m)', 899, '', { hsn: '39173290' }],
    ['NOT KNOWN', 'PTFE Teflon Thread Seal Tape', 20, '', { hsn: '39199090' }],
  ]),
  group(2_404_000, SANITARY, [
    ['Jaquar', 'Continental Pillar Tap', 2850],
    ['Jaquar', 'Continental Bib Cock with Wall Flange', 2450],
    ['Jaquar', 'Continental 2-in-1 Wall Mixer', 6500],
    ['Jaquar', 'Overhead Shower 4 inch', 1800],
    ['Jaquar', 'Health Faucet with Hose and Hook', 1200],
    ['Jaquar', 'Angle Valve', 990],
    ['Essco', 'Bib Cock Quarter Turn', 850],
    ['Essco', 'Pillar Cock Quarter Turn', 900],
    ['Hindware', 'Rimless One Piece Water Closet', 15000, 'Star White', CERAMIC],
    ['Hindware', 'Wash Basin with Pedestal', 3500, 'Star White', CERAMIC],
    ['Hindware', 'Indian Toilet Pan 23 inch', 1200, 'White', CERAMIC],
    ['Cera', 'Wall Mounted Water Closet', 8500, 'White', CERAMIC],
    ['Cera', 'Table Top Wash Basin', 3500, 'White|Ivory', CERAMIC],
    ['Cera', 'Health Faucet Set', 800],
    ['Parryware', 'Western Commode with Seat Cover', 6500, 'White', CERAMIC],
    ['Parryware', 'Bib Tap', 700],
    ['Kohler', 'Rain Shower 8 inch', 6500],
    ['Nirali', 'Stainless Steel Kitchen Sink 24 x 18 inch', 4500, '', STEEL_SANITARY],
    ['Franke', 'Stainless Steel Kitchen Sink Single Bowl', 6900, '', STEEL_SANITARY],
    ['NOT KNOWN', 'SS Towel Rod 24 inch', 499, '', { hsn: '73249000' }],
    ['NOT KNOWN', 'Plastic Flush Tank 10 L', 1100, '', { hsn: '39229000' }],
  ]),
  group(2_405_000, WIRE, [
    ['Havells', 'Life Line Plus HRFR Wire (90 m)', COILS, WIRE_COLOURS],
    ['Polycab', 'Maxima+ FR Wire (90 m)', COILS, WIRE_COLOURS],
    ['Finolex', 'FR-LSH Wire (90 m)', COILS, WIRE_COLOURS],
    ['KEI', 'Homecab FR Wire (90 m)', COILS, WIRE_COLOURS],
    ['RR Kabel', 'Superex FR Wire (90 m)', COILS, WIRE_COLOURS],
    ['Anchor', 'Roma 6A 1-Way Switch', 45, '', SWITCH],
    ['Anchor', 'Roma 6A 3-Pin Socket', 95, '', SOCKET],
    ['Anchor', 'Roma Step Type Fan Regulator', 450, '', SWITCH],
    ['Anchor', 'Penta 6A 1-Way Switch', 25, '', SWITCH],
    ['Anchor', 'Roma Modular Plate', '2 Module:60|4 Module:100|8 Module:180', '', SWITCH],
    ['Anchor', '4+1 Extension Board 2 m', 499, '', SOCKET],
    ['Anchor', '6A 2-Pin Plug Top', 25, '', SOCKET],
    ['Anchor', '16A 3-Pin Plug Top', 85, '', SOCKET],
    ['Anchor', 'B22 Bulb Holder', 35, '', SOCKET],
    ['Anchor', 'Insulation Tape (Pack of 10)', 150, '', { hsn: '39191000' }],
    ['Legrand', 'Myrius 6A 1-Way Switch', 60, '', SWITCH],
    ['Legrand', 'DX3 16A SP MCB', 260, '', MCB],
    ['Havells', 'Crabtree Athena 6A 1-Way Switch', 65, '', SWITCH],
    ['Havells', '32A SP MCB', 299, '', MCB],
    ['Havells', '63A 4 Pole RCCB', 4500, '', MCB],
    ['Havells', '8 Way Double Door Distribution Board', 1500, '', BOARD],
    ['Havells', '4 Socket Extension Board with Switch', 599, '', SOCKET],
    ['GM', 'G-Era 16A Modular Switch', 75, '', SWITCH],
    ['Schneider', 'Livia 6A 1-Way Switch', 60, '', SWITCH],
    ['Schneider', 'Acti9 25A DP MCB', 850, '', MCB],
    ['Goldmedal', 'i-Series 4 Socket Spike Guard', 699, '', SOCKET],
    ['Anchor', 'Penta Ding Dong Door Bell', 250, '', { hsn: '85311090' }],
  ]),
  group(2_406_000, FASTENER, [
    [
      'NOT KNOWN',
      'CSK Wood Screw (100 pcs)',
      '6 x 1/2 inch:60|8 x 1 inch:90|8 x 1.5 inch:120|10 x 2 inch:180',
    ],
    ['NOT KNOWN', 'Drywall Screw Black (100 pcs)', '6 x 1 inch:80|6 x 1.5 inch:110'],
    ['NOT KNOWN', 'Self Tapping Screw (100 pcs)', '8 x 3/4 inch:70|10 x 1 inch:95'],
    [
      'NOT KNOWN',
      'MS Hex Bolt with Nut (10 pcs)',
      'M8 x 50 mm:60|M10 x 75 mm:110|M12 x 100 mm:190',
      '',
      BOLT,
    ],
    ['NOT KNOWN', 'Anchor Fastener (10 pcs)', 'M8 x 60 mm:120|M10 x 75 mm:180', '', BOLT],
    ['NOT KNOWN', 'Plastic Wall Plug (100 pcs)', '6 mm:40|8 mm:60', '', PLUG],
    ['NOT KNOWN', 'Wire Nails', '1 inch:-|1.5 inch:-|2 inch:-|3 inch:-|4 inch:-', '', NAIL],
    ['NOT KNOWN', 'Concrete Nails', '1.5 inch:-|2 inch:-', '', NAIL],
    ['NOT KNOWN', 'Umbrella Roofing Nails', null, '', NAIL],
    ['NOT KNOWN', 'MS Plain Washer (100 pcs)', 'M8:60|M10:80', '', { hsn: '73182200' }],
    ['Unbrako', 'Allen Cap Screw (10 pcs)', 'M6 x 25 mm:150|M8 x 30 mm:220', '', BOLT],
  ]),
]);
