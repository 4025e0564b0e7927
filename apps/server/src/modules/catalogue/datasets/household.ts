// Catalogue: detergents and household cleaning, baby food and diapers (super category 'Grocery & FMCG').
// Id range 1_900_000–1_999_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: detergents, cleaners, insecticides, fresheners and garbage bags stay at 18%; steel scrubbers
// (7323) 5%; grass brooms nil; infant food (1901 10), milk powder and diapers (9619) 5%.

import { catalogueFile, group, type Kind } from './expand.js';

const DETERGENT: Kind = { categoryId: 64, hsn: '34022010', gst: 1800 };
const LAUNDRY_BAR = { hsn: '34011942' };
const DISHWASH = { hsn: '34022090' };
const CLEANER = { hsn: '34029099' };
const DISINFECTANT = { hsn: '38089400' };
const INSECTICIDE = { hsn: '38089199' };
const FRESHENER = { hsn: '33074900' };
const SCRUBBER = { hsn: '73231000', gst: 500 };
const MOP = { hsn: '96039000' };
const GARBAGE_BAG = { hsn: '39232100' };

const BABY_FOOD: Kind = { categoryId: 65, hsn: '19011010', gst: 500 };
const MILK_POWDER = { hsn: '04022110' };
const DIAPER = { hsn: '96190010' };
const WIPES = { hsn: '33079090', gst: 1800 };

const FLOOR = 'Citrus|Floral|Lavender|Pine';
const PAMPERS = 'Small 86 pcs:1299|Medium 76 pcs:1299|Large 64 pcs:1299|XL 56 pcs:1299';
const HUGGIES = 'Small 86 pcs:1199|Medium 76 pcs:1199|Large 64 pcs:1199|XL 56 pcs:1199';
const MAMYPOKO = 'Small 42 pcs:399|Medium 38 pcs:399|Large 34 pcs:399|XL 30 pcs:399';

export const household = catalogueFile('household', 1_900_000, 1_999_999, [
  group(1_900_000, DETERGENT, [
    ['Surf Excel', 'Easy Wash Detergent Powder', '500 g:70|1 kg:140|5 kg:640'],
    ['Surf Excel', 'Quick Wash Detergent Powder', '1 kg:225|2 kg:430'],
    ['Surf Excel', 'Matic Top Load Liquid Detergent', '1 L:230|2 L:440'],
    ['Surf Excel', 'Matic Front Load Liquid Detergent', '1 L:245|2 L:465'],
    ['Surf Excel', 'Detergent Bar', '150 g:20|250 g:35', '', LAUNDRY_BAR],
    ['Rin', 'Detergent Powder', '500 g:45|1 kg:90|4 kg:340'],
    ['Rin', 'Detergent Bar', '250 g:22', '', LAUNDRY_BAR],
    ['Wheel', 'Active 2 in 1 Detergent Powder', '1 kg:70|5 kg:330'],
    ['Wheel', 'Detergent Bar', '150 g:10', '', LAUNDRY_BAR],
    ['Tide', 'Plus Double Power Jasmine and Rose Detergent Powder', '1 kg:110|4 kg:430'],
    ['Tide', 'Plus Extra Power Lemon and Mint Detergent Powder', '1 kg:110|4 kg:430'],
    ['Tide', 'Detergent Bar', '125 g:10', '', LAUNDRY_BAR],
    ['Ariel', 'Complete Detergent Powder', '1 kg:285|2 kg:560'],
    ['Ariel', 'Matic Front Load Liquid Detergent', '1 L:245|2 L:470'],
    ['Ghadi', 'Detergent Powder', '1 kg:65|4 kg:250'],
    ['Ghadi', 'Detergent Cake', '250 g:15', '', LAUNDRY_BAR],
    ['Nirma', 'Washing Powder', '1 kg:60|3 kg:175'],
    ['Nirma', 'Detergent Cake', '250 g:15', '', LAUNDRY_BAR],
    ['Henko', 'Stain Care Detergent Powder', '1 kg:160'],
    ['Fena', 'Superwash Detergent Powder', '1 kg:60'],
    ['Comfort', 'After Wash Fabric Conditioner Morning Fresh', '220 ml:55|860 ml:230'],
    ['Ezee', 'Liquid Detergent for Woollens', '500 g:120|1 kg:230'],
    ['Vim', 'Dishwash Bar', '75 g:5|200 g:20|500 g:48', '', DISHWASH],
    ['Vim', 'Lemon Dishwash Liquid Gel', '250 ml:55|500 ml:110|750 ml:160', '', DISHWASH],
    ['Pril', 'Lime Dishwash Liquid', '425 ml:99|900 ml:195', '', DISHWASH],
    ['Exo', 'Anti-Germ Dishwash Bar', '200 g:20|500 g:50', '', DISHWASH],
    ['Harpic', 'Power Plus Toilet Cleaner', '500 ml:104|1 L:199', '', CLEANER],
    ['Harpic', 'Bathroom Cleaner', '500 ml:104', '', CLEANER],
    ['Domex', 'Disinfectant Toilet Cleaner', '500 ml:99|1 L:185', '', CLEANER],
    ['Lizol', 'Disinfectant Surface and Floor Cleaner', '500 ml:109|975 ml:205|2 L:399', FLOOR, DISINFECTANT],
    ['Colin', 'Glass and Surface Cleaner', '500 ml:109', '', CLEANER],
    ['NOT KNOWN', 'White Phenyl Floor Cleaner 1 L', 99, '', DISINFECTANT],
    ['Hit', 'Mosquito and Fly Killer Spray', '400 ml:230', '', INSECTICIDE],
    ['Hit', 'Cockroach Killer Spray', '400 ml:249', '', INSECTICIDE],
    ['Good Knight', 'Gold Flash Liquid Vaporizer Refill 45 ml', 85, '', INSECTICIDE],
    ['Good Knight', 'Gold Flash Machine with Refill', 110, '', INSECTICIDE],
    ['Good Knight', 'Neem Mosquito Coil 10 pcs', 60, '', INSECTICIDE],
    ['All Out', 'Ultra Liquid Vaporizer Refill 45 ml', 85, '', INSECTICIDE],
    ['Mortein', 'Insta5 Liquid Vaporizer Refill 45 ml', 80, '', INSECTICIDE],
    ['Odonil', 'Air Freshener Block', '50 g:55|75 g:75', 'Jasmine|Lavender|Rose', FRESHENER],
    [
      'Godrej aer',
      'Pocket Bathroom Fragrance',
      '10 g:60',
      'Cool Surf Blue|Fresh Lush Green|Musk After Smoke',
      FRESHENER,
    ],
    ['Scotch-Brite', 'Scrub Pad', '3 pcs:40|Large:35', '', { hsn: '68053000' }],
    ['Scotch-Brite', 'Stainless Steel Scrubber 3 pcs', 60, '', SCRUBBER],
    ['Gala', 'Spin Mop with Bucket', 1299, '', MOP],
    ['Gala', 'No Dust Grass Broom', 199, '', { hsn: '96031000', gst: 0 }],
    ['Scotch-Brite', 'Flat Mop with Refill', 899, '', MOP],
    ['Ezee', 'Garbage Bags Medium 30 pcs', 115, '', GARBAGE_BAG],
    ['Ezee', 'Garbage Bags Large 15 pcs', 115, '', GARBAGE_BAG],
  ]),
  group(1_901_000, BABY_FOOD, [
    ['Nestle', 'Cerelac Wheat Apple Cherry Stage 1', '300 g:255'],
    ['Nestle', 'Cerelac Wheat Rice Mixed Fruit Stage 3', '300 g:265'],
    ['Nestle', 'Cerelac Multigrain Dal Veg Stage 4', '300 g:275'],
    ['Nestle', 'Lactogen Pro 1 Infant Formula', '400 g:485'],
    ['Nestle', 'Lactogen Pro 2 Follow-up Formula', '400 g:495'],
    ['Nestle', 'NAN Pro 1 Infant Formula', '400 g:835'],
    ['Nestle', 'Nestogen 1 Infant Formula', '400 g:455'],
    ['Similac', 'Advance Stage 1 Infant Formula', '400 g:799'],
    ['Amul', 'Spray Infant Milk Food', '500 g:250|1 kg:480', '', MILK_POWDER],
    ['Slurrp Farm', 'Ragi Banana Baby Cereal', '200 g:299'],
    ['Farex', 'Rice Based Baby Cereal Stage 1', '300 g:250'],
    ['Pampers', 'All Round Protection Diaper Pants', PAMPERS, '', DIAPER],
    [
      'Pampers',
      'Premium Care Diaper Pants',
      'Small 70 pcs:1599|Medium 54 pcs:1599|Large 42 pcs:1599',
      '',
      DIAPER,
    ],
    ['Huggies', 'Wonder Pants Diapers', HUGGIES, '', DIAPER],
    ['MamyPoko', 'Pants Standard Diapers', MAMYPOKO, '', DIAPER],
    [
      'MamyPoko',
      'Pants Extra Absorb Diapers',
      'Small 84 pcs:999|Medium 74 pcs:999|Large 64 pcs:999',
      '',
      DIAPER,
    ],
    ['Himalaya', 'Total Care Baby Diaper Pants', 'Medium 54 pcs:899|Large 42 pcs:899', '', DIAPER],
    ['Bella', 'Baby Happy Diaper Pants', 'Medium 40 pcs:599|Large 36 pcs:599', '', DIAPER],
    ['Mee Mee', 'Caring Baby Wet Wipes 72 pcs', 199, '', WIPES],
    ['Himalaya', 'Gentle Baby Wipes 72 pcs', 199, '', WIPES],
  ]),
]);
