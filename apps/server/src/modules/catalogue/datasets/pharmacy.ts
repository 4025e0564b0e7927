// Catalogue: medicines, ayurvedic and homeopathic remedies, supplements, health devices, first aid,
// surgical supplies, mother and baby care, sexual wellness (super category 'Pharmacy & Wellness').
// Id range 2_300_000–2_399_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: medicaments (3004, including ayurvedic and homeopathic), bandages, diagnostic kits and strips,
// thermometers, glucometers, BP monitors, orthopaedic aids, syringes, gloves, feeding bottles, talc,
// baby soap and shampoo 5%; disinfectants, sanitisers, lotions and creams, protein supplements (2106)
// and weighing scales 18%; condoms nil.

import { catalogueFile, group, type Kind } from './expand.js';

const STRIP = 25;
const BOTTLE = 21;
const TUBE = 27;

const RX: Kind = { categoryId: 87, hsn: '30049099', gst: 500, unitId: STRIP };
const OTC: Kind = { categoryId: 88, hsn: '30049099', gst: 500, unitId: STRIP };
const LIQUID = { unitId: BOTTLE };
const CREAM = { unitId: TUBE };
const PIECE = { unitId: 1 };
const AYUSH: Kind = { categoryId: 89, hsn: '30049011', gst: 500, unitId: BOTTLE };
const HOMEO: Kind = { categoryId: 90, hsn: '30049014', gst: 500, unitId: BOTTLE };
const VITAMIN: Kind = { categoryId: 91, hsn: '30045090', gst: 500, unitId: STRIP };
const NUTRITION = { hsn: '19019090', unitId: 1 };
const PROTEIN = { hsn: '21061000', gst: 1800, unitId: 1 };
const DEVICE: Kind = { categoryId: 92, hsn: '90189099', gst: 500 };
const THERMOMETER = { hsn: '90251990' };
const GLUCOMETER = { hsn: '90278090' };
const STRIPS = { hsn: '38220090' };
const SCALE = { hsn: '84231000', gst: 1800 };
const APPLIANCE = { hsn: '85167990', gst: 1800 };
const FIRST_AID: Kind = { categoryId: 93, hsn: '30051090', gst: 500 };
const ANTISEPTIC = { hsn: '38089400', gst: 1800, unitId: BOTTLE };
const MEDICATED = { hsn: '30049099', unitId: TUBE };
const SURGICAL: Kind = { categoryId: 94, hsn: '90211000', gst: 500 };
const BABY: Kind = { categoryId: 95, hsn: '33049990', gst: 1800 };
const TALC = { hsn: '33049110', gst: 500 };
const BABY_SOAP = { hsn: '34011190', gst: 500 };
const SHAMPOO = { hsn: '33051090', gst: 500 };
const FEEDING = { hsn: '39241090', gst: 500 };
const WELLNESS: Kind = { categoryId: 96, hsn: '40141010', gst: 0 };

const REMEDIES = [
  'Arnica Montana',
  'Nux Vomica',
  'Belladonna',
  'Rhus Tox',
  'Arsenicum Album',
  'Bryonia Alba',
];
/** One variant per remedy: 'Arnica Montana 30 CH Dilution 30 ml:110|…'. */
const dilution = (potency: string, pack: string, mrp: number) =>
  REMEDIES.map((r) => `${r} ${potency} Dilution ${pack}:${mrp}`).join('|');

export const pharmacy = catalogueFile('pharmacy', 2_300_000, 2_399_999, [
  group(2_300_000, RX, [
    ['GSK', 'Augmentin 625 Duo Tablet (Strip of 10)', 223],
    ['GSK', 'Augmentin Duo Dry Syrup 30 ml', 90, '', LIQUID],
    ['GSK', 'Betnovate-N Cream 20 g', 52, '', CREAM],
    ['GSK', 'T-Bact Ointment 5 g', 150, '', CREAM],
    ['Alembic', 'Azithral 500 Tablet (Strip of 5)', 120],
    ['Alkem', 'Pan 40 Tablet (Strip of 15)', 160],
    ['Alkem', 'Taxim-O 200 Tablet (Strip of 10)', 110],
    ['Alkem', 'Ondem 4 Tablet (Strip of 10)', 60],
    ['Sun Pharma', 'Pantocid 40 Tablet (Strip of 15)', 170],
    ['Sun Pharma', 'Rosuvas 10 Tablet (Strip of 15)', 290],
    ['Glenmark', 'Telma 40 Tablet (Strip of 30)', 240],
    ['Glenmark', 'Ascoril LS Syrup 100 ml', 120, '', LIQUID],
    ['Glenmark', 'Candid-B Cream 15 g', 140, '', CREAM],
    ['USV', 'Glycomet GP 1 Tablet (Strip of 15)', 100],
    ['USV', 'Ecosprin 75 Tablet (Strip of 14)', 6],
    ['Micro Labs', 'Amlong 5 Tablet (Strip of 15)', 50],
    ['Abbott', 'Thyronorm 50 mcg Tablet (Bottle of 120)', 200, '', LIQUID],
    ['Abbott', 'Udiliv 300 Tablet (Strip of 15)', 600],
    ['Zydus', 'Atorva 10 Tablet (Strip of 15)', 120],
    ['Cipla', 'Montair LC Tablet (Strip of 10)', 250],
    ['Cipla', 'Ciplox 500 Tablet (Strip of 10)', 50],
    ['Cipla', 'Foracort 200 Rotacaps (30)', 480, '', PIECE],
    ['Cipla', 'Asthalin 100 mcg Inhaler', 160, '', PIECE],
    ['Sanofi', 'Allegra 120 Tablet (Strip of 10)', 220],
    ['MSD', 'Janumet 50/500 Tablet (Strip of 15)', 450],
    ['Novartis', 'Galvus Met 50/500 Tablet (Strip of 15)', 350],
    ['Ipca', 'Zerodol-SP Tablet (Strip of 10)', 120],
    ["Dr. Reddy's", 'Razo 20 Tablet (Strip of 15)', 180],
    ["Dr. Reddy's", 'Omez 20 Capsule (Strip of 20)', 70],
    ['Blue Cross', 'Meftal-P Suspension 60 ml', 40, '', LIQUID],
    ['Lupin', 'Huminsulin 30/70 40 IU/ml Vial 10 ml', 170, '', LIQUID],
    ['Mankind', 'Moxikind-CV 625 Tablet (Strip of 10)', 200],
    ['Torrent', 'Losar 50 Tablet (Strip of 15)', 95],
    ['Intas', 'Gemer 1 Tablet (Strip of 15)', 130],
  ]),
  group(2_301_000, OTC, [
    ['Micro Labs', 'Dolo 650 Tablet (Strip of 15)', 34],
    ['Haleon', 'Crocin Advance Tablet (Strip of 15)', 30],
    ['Haleon', 'Calpol 250 Suspension 60 ml', 40, '', LIQUID],
    ['Haleon', 'Eno Fruit Salt Regular', '5 g Sachet:10|100 g Bottle:150', '', PIECE],
    ['Haleon', 'Otrivin Adult Nasal Spray 10 ml', 120, '', PIECE],
    ['Bayer', 'Saridon Tablet (Strip of 10)', 42],
    ['Reckitt', 'Disprin Regular Tablet (Strip of 10)', 12],
    ['Reckitt', 'D Cold Total Tablet (Strip of 10)', 45],
    ['Reckitt', 'Strepsils Orange Lozenges (8)', 40],
    ['Sanofi', 'Combiflam Tablet (Strip of 20)', 48],
    ['Sanofi', 'Soframycin Skin Cream 30 g', 80, '', CREAM],
    ['Procter & Gamble', 'Vicks Action 500 Advanced Tablet (Strip of 10)', 50],
    ['Procter & Gamble', 'Vicks VapoRub', '25 ml:105|50 ml:190', '', PIECE],
    ['Cipla', 'Okacet Cetirizine Tablet (Strip of 10)', 18],
    ['Abbott', 'Digene Antacid Tablet Mint (Strip of 15)', 30],
    ['Abbott', 'Digene Gel Mint 200 ml', 165, '', LIQUID],
    ['Pfizer', 'Gelusil MPS Liquid 200 ml', 135, '', LIQUID],
    ['Johnson & Johnson', 'Benadryl DR Cough Syrup 100 ml', 140, '', LIQUID],
    ['Sun Pharma', 'Volini Pain Relief Gel', '30 g:145|75 g:305', '', CREAM],
    ['Sun Pharma', 'Volini Pain Relief Spray', '40 g:210|100 g:399', '', PIECE],
    ['Reckitt', 'Moov Pain Relief Cream 50 g', 185, '', CREAM],
    ['Amrutanjan', 'Pain Balm Extra Power 8 ml', 45, '', PIECE],
    ['Emami', 'Zandu Balm 8 ml', 45, '', PIECE],
    ['Emami', 'Boroplus Antiseptic Cream 40 ml', 95, '', CREAM],
    ['Boroline', 'Antiseptic Ayurvedic Cream 20 g', 45, '', CREAM],
    ['Glenmark', 'Itch Guard Cream 20 g', 95, '', CREAM],
    ['FDC', 'Electral ORS Powder 21.8 g', 22, '', PIECE],
    ['Allergan', 'Refresh Tears Eye Drops 10 ml', 150, '', LIQUID],
    ['Dabur', 'Honitus Cough Syrup 100 ml', 110, '', LIQUID],
  ]),
  group(2_302_000, AYUSH, [
    ['Dabur', 'Chyawanprash', '500 g:235|1 kg:410', '', PIECE],
    ['Dabur', 'Hajmola Imli Tablets (120)', 60],
    ['Dabur', 'Pudin Hara Pearls (10)', 20, '', { unitId: STRIP }],
    ['Dabur', 'Ashwagandha Churna 100 g', 145, '', PIECE],
    ['Dabur', 'Triphala Churna 120 g', 85, '', PIECE],
    ['Dabur', 'Shilajit Gold Capsules (20)', 475],
    ['Dabur', 'Giloy Ghanvati Tablets (60)', 150],
    ['Patanjali', 'Divya Giloy Ghanvati 40 g', 110],
    ['Patanjali', 'Special Chyawanprash 1 kg', 360, '', PIECE],
    ['Patanjali', 'Amla Juice 1 L', 150, '', { hsn: '20098990' }],
    ['Patanjali', 'Aloe Vera Juice 1 L', 200, '', { hsn: '20098990' }],
    ['Patanjali', 'Divya Ashwagandha Capsules (60)', 130],
    ['Himalaya', 'Liv.52 Tablets (100)', 165],
    ['Himalaya', 'Liv.52 Syrup 200 ml', 175],
    ['Himalaya', 'Septilin Tablets (60)', 175],
    ['Himalaya', 'Ashwagandha Tablets (60)', 250],
    ['Himalaya', 'Cystone Tablets (60)', 185],
    ['Himalaya', 'Koflet Syrup 100 ml', 110],
    ['Himalaya', 'Gasex Tablets (100)', 160],
    ['Himalaya', 'Neem Capsules (60)', 200],
    ['Zandu', 'Pancharishta 450 ml', 170],
    ['Zandu', 'Nityam Churna 100 g', 120, '', PIECE],
    ['Baidyanath', 'Chyawanprash Special 1 kg', 400, '', PIECE],
    ['Baidyanath', 'Ashwagandharishta 450 ml', 180],
    ['Baidyanath', 'Triphala Churna 100 g', 65, '', PIECE],
    ['Kottakkal', 'Dhanwantharam Thailam 200 ml', 210],
    ['Organic India', 'Ashwagandha Capsules (60)', 250],
  ]),
  group(2_303_000, HOMEO, [
    ['SBL', '', dilution('30 CH', '30 ml', 110)],
    ['SBL', '', dilution('200 CH', '30 ml', 125)],
    ['Dr. Reckeweg', '', dilution('30 CH', '11 ml', 140)],
    ['Schwabe', '', dilution('30 CH', '30 ml', 120)],
    ['SBL', 'Berberis Vulgaris Q Mother Tincture 30 ml', 150],
    ['SBL', 'Five Phos Tablets 25 g', 85],
    ['Dr. Reckeweg', 'R89 Hair Care Drops 22 ml', 295],
    ['Schwabe', 'Alfalfa Tonic 450 ml', 320],
    ["Bakson's", 'Sinus Aid Tablets 75', 180],
  ]),
  group(2_304_000, VITAMIN, [
    ['Pfizer', 'Becosules Capsules (Strip of 20)', 50],
    ['Sun Pharma', 'Revital H Capsules (30)', 330],
    ['Bayer', 'Supradyn Daily Multivitamin Tablets (Strip of 15)', 55],
    ['Torrent', 'Shelcal 500 Tablet (Strip of 15)', 130],
    ['Apex', 'Zincovit Tablets (Strip of 15)', 110],
    ['Abbott', 'Limcee Vitamin C Chewable Tablets (Strip of 15)', 25],
    ['Procter & Gamble', 'Neurobion Forte Tablets (Strip of 30)', 40],
    ['Procter & Gamble', 'Evion 400 Capsules (Strip of 10)', 35],
    ['Alkem', 'A to Z Gold Tablets (Strip of 15)', 140],
    ['Alkem', 'Uprise D3 60K Capsules (Strip of 4)', 140],
    ['Seven Seas', 'Cod Liver Oil Capsules (100)', 500],
    ['Abbott', 'Ensure Vanilla Nutrition Powder 400 g', 720, '', NUTRITION],
    ['Abbott', 'PediaSure Vanilla 400 g', 800, '', NUTRITION],
    ['Danone', 'Protinex Original 250 g', 600, '', NUTRITION],
    ['MuscleBlaze', 'Raw Whey Protein Unflavoured 1 kg', 2499, '', PROTEIN],
    ['MuscleBlaze', 'Biozyme Performance Whey 1 kg', 3999, 'Rich Chocolate|Magical Mango', PROTEIN],
    ['Optimum Nutrition', 'Gold Standard 100% Whey 2 lb', 5999, 'Double Rich Chocolate|Vanilla', PROTEIN],
    ['HealthKart', 'HK Vitals Multivitamin Tablets (60)', 899, '', PROTEIN],
    ['Fast&Up', 'Reload Electrolyte Effervescent Tablets (20)', 449, 'Lemon|Orange', PROTEIN],
  ]),
  group(2_305_000, DEVICE, [
    ['Omron', 'HEM-7120 Automatic Blood Pressure Monitor', 3050],
    ['Omron', 'HEM-7156T Bluetooth Blood Pressure Monitor', 4500],
    ['Dr Trust', 'A-One Automatic Blood Pressure Monitor', 2499],
    ['Accu-Chek', 'Active Glucometer Kit', 1499, '', GLUCOMETER],
    ['Accu-Chek', 'Active Test Strips (50)', 1150, '', STRIPS],
    ['Accu-Chek', 'Instant Test Strips (50)', 1050, '', STRIPS],
    ['OneTouch', 'Select Plus Simple Glucometer', 1499, '', GLUCOMETER],
    ['OneTouch', 'Select Plus Test Strips (50)', 1099, '', STRIPS],
    ['Dr. Morepen', 'Gluco One BG-03 Glucometer', 1499, '', GLUCOMETER],
    ['Dr. Morepen', 'BG-03 Test Strips (50)', 999, '', STRIPS],
    ['Dr. Morepen', 'MT-101 Digital Thermometer', 199, '', THERMOMETER],
    ['Omron', 'MC-246 Digital Thermometer', 299, '', THERMOMETER],
    ['Dr Trust', 'Infrared Forehead Thermometer', 1999, '', THERMOMETER],
    ['Dr Trust', 'Fingertip Pulse Oximeter', 2499],
    ['BPL', 'SmartOxy Pulse Oximeter', 1799],
    ['Omron', 'NE-C101 Compressor Nebulizer', 2990, '', { hsn: '90192090' }],
    ['Dr Trust', 'Compressor Nebulizer', 2299, '', { hsn: '90192090' }],
    ['HealthSense', 'Dolphin Digital Weighing Scale', 1499, '', SCALE],
    ['Omron', 'HN-286 Digital Weighing Scale', 1899, '', SCALE],
    ['Dr. Morepen', 'Steam Vaporizer', 499, '', APPLIANCE],
    ['Dr Physio', 'Electric Full Body Massager', 4999, '', { hsn: '90191090', gst: 1800 }],
    ['Dr Trust', 'Electric Heating Pad', 899, '', APPLIANCE],
  ]),
  group(2_306_000, FIRST_AID, [
    ['Band-Aid', 'Washproof Bandages (20 Strips)', 50],
    ['Hansaplast', 'Washproof Bandages (20 Strips)', 45],
    ['Dettol', 'Antiseptic Liquid', '125 ml:75|250 ml:150|550 ml:265|1 L:460', '', ANTISEPTIC],
    ['Savlon', 'Antiseptic Liquid', '200 ml:112|500 ml:225', '', ANTISEPTIC],
    ['Dettol', 'Instant Hand Sanitizer', '50 ml:50|200 ml:100|500 ml:250', '', ANTISEPTIC],
    ['Lifebuoy', 'Total 10 Hand Sanitizer', '55 ml:30|190 ml:100', '', ANTISEPTIC],
    ['Dettol', 'Antiseptic Cream 30 g', 70, '', MEDICATED],
    ['Betadine', 'Povidone-Iodine Ointment 20 g', 130, '', MEDICATED],
    ['Betadine', 'Povidone-Iodine Solution 100 ml', 140, '', { ...MEDICATED, unitId: BOTTLE }],
    ['Burnol', 'Burn Relief Cream 20 g', 75, '', MEDICATED],
    ['Tynor', 'Crepe Bandage 10 cm x 4 m', 140],
    ['Hansaplast', 'Crepe Bandage 8 cm x 4 m', 120],
    ['Jaycot', 'Absorbent Cotton Roll 100 g', 80, '', { hsn: '30059040' }],
    ['NOT KNOWN', 'Sterile Gauze Swabs 10 cm (Pack of 10)', 60],
    ['3M', 'Micropore Surgical Tape 1 inch', 110],
    ['St Johns', 'First Aid Kit Medium', 499, '', { hsn: '30065000' }],
  ]),
  group(2_307_000, SURGICAL, [
    ['Tynor', 'Knee Cap (Pair)', 450, 'Size S|Size M|Size L|Size XL', { unitId: 6 }],
    ['Tynor', 'Lumbo Sacral Belt', 1200, 'Size M|Size L|Size XL'],
    ['Tynor', 'Cervical Collar Soft', 350, 'Size M|Size L'],
    ['Tynor', 'Wrist Brace with Thumb', 350],
    ['Vissco', 'Adjustable Walking Stick', 650, '', { hsn: '66020000' }],
    ['Karma', 'Foldable Manual Wheelchair', 9999, '', { hsn: '87131090' }],
    ['Dispovan', 'Disposable Syringe 5 ml (Pack of 10)', 80, '', { hsn: '90183100' }],
    ['NOT KNOWN', 'Nitrile Examination Gloves (Box of 100)', 599, 'Size M|Size L', { hsn: '40151900' }],
    ['NOT KNOWN', 'Surgical Face Mask 3 Ply (Box of 50)', 150, '', { hsn: '63079090' }],
    ['Venus', 'V-44 N95 Face Mask', 75, '', { hsn: '63079090' }],
    ['Friends', 'Premium Adult Diapers (10 pcs)', 499, 'Size M|Size L|Size XL', { hsn: '96190090' }],
    ['Nirlon', 'Rubber Hot Water Bag 2 L', 299, '', { hsn: '40149090' }],
    ['Romsons', 'Urine Collection Bag 2 L', 60, '', { hsn: '90183990' }],
  ]),
  group(2_308_000, BABY, [
    ["Johnson's", 'Baby Powder', '100 g:110|400 g:285', '', TALC],
    ["Johnson's", 'Baby Soap', '75 g:55|3 x 100 g:175', '', BABY_SOAP],
    ["Johnson's", 'Baby No More Tears Shampoo', '100 ml:130|200 ml:245', '', SHAMPOO],
    ["Johnson's", 'Baby Oil', '100 ml:160|200 ml:285'],
    ["Johnson's", 'Baby Lotion', '100 ml:160|200 ml:280'],
    ['Himalaya', 'Baby Cream 50 ml', 110],
    ['Himalaya', 'Gentle Baby Shampoo 200 ml', 215, '', SHAMPOO],
    ['Himalaya', 'Baby Powder 200 g', 185, '', TALC],
    ['Himalaya', 'Baby Massage Oil 200 ml', 225],
    ['Sebamed', 'Baby Cleansing Bar 100 g', 399, '', BABY_SOAP],
    ['Mamaearth', 'Daily Moisturizing Baby Lotion 400 ml', 499],
    ['Mee Mee', 'Premium Feeding Bottle 250 ml', 299, '', FEEDING],
    ['Pigeon', 'Peristaltic Plus Feeding Bottle 240 ml', 599, '', FEEDING],
    ['Philips Avent', 'Natural Feeding Bottle 260 ml', 899, '', FEEDING],
    ['Pigeon', 'Silicone Nipples (Pack of 2)', 249, '', { hsn: '40149010', gst: 500 }],
    ['Dabur', 'Lal Tail Baby Massage Oil 100 ml', 110, '', { hsn: '30049011', gst: 500 }],
    ["Woodward's", 'Gripe Water 130 ml', 90, '', { hsn: '30049011', gst: 500 }],
    ['Horlicks', "Mother's Horlicks 500 g", 345, '', { hsn: '19019010', gst: 500 }],
  ]),
  group(2_309_000, WELLNESS, [
    ['Durex', 'Extra Thin Condoms (10)', 250],
    ['Durex', 'Extra Dots Condoms (10)', 250],
    ['Manforce', 'Chocolate Flavoured Condoms (10)', 150],
    ['Skore', 'Timeless Condoms (10)', 199],
    ['Moods', 'Ultra Thin Condoms (12)', 140],
    ['Kamasutra', 'Dotted Condoms (12)', 180],
    ['Durex', 'Play Lubricant Gel 50 ml', 399, '', { hsn: '30067000', gst: 500 }],
    ['Piramal', 'i-pill Emergency Contraceptive Tablet', 110, '', { hsn: '30049099', gst: 500 }],
    ['Mankind', 'Unwanted 72 Tablet', 100, '', { hsn: '30049099', gst: 500 }],
    ['Mankind', 'Prega News Pregnancy Test Kit', 60, '', { hsn: '38220090', gst: 500 }],
    ['Cipla', 'i-Know Pregnancy Test Kit', 50, '', { hsn: '38220090', gst: 500 }],
  ]),
]);
