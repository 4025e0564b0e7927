// Catalogue: oral care, men's grooming, feminine hygiene, grooming appliances, nail care
// (super category 'Beauty & Personal Care').
// Id range 2_800_000–2_899_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: toothpaste, tooth powder, toothbrushes, dental floss, shaving cream, after-shave and hair oil
// 5%; sanitary napkins, tampons and panty liners nil; mouthwash, razors and blades, face washes,
// intimate washes, grooming appliances, nail polish and manicure tools 18%.

import { catalogueFile, group, type Kind } from './expand.js';

const ORAL: Kind = { categoryId: 125, hsn: '33061020', gst: 500 };
const TOOTH_POWDER = { hsn: '33061010' };
const BRUSH = { hsn: '96032100' };
const FLOSS = { hsn: '33062000' };
const MOUTHWASH = { hsn: '33069000', gst: 1800 };
const ELECTRIC_BRUSH = { hsn: '85098000', gst: 1800 };
const MEN: Kind = { categoryId: 126, hsn: '33071010', gst: 500 };
const AFTERSHAVE = { hsn: '33071090' };
const RAZOR = { hsn: '82121010', gst: 1800 };
const BLADE = { hsn: '82122011', gst: 1800 };
const BEARD_OIL = { hsn: '33059011' };
const MEN_FACE_WASH = { hsn: '34013090', gst: 1800 };
const HYGIENE: Kind = { categoryId: 127, hsn: '96190010', gst: 0 };
const INTIMATE_WASH = { hsn: '34013019', gst: 1800 };
const CUP = { hsn: '39269099', gst: 1800 };
const APPLIANCE: Kind = { categoryId: 128, hsn: '85102000', gst: 1800 };
const DRYER = { hsn: '85163100' };
const STRAIGHTENER = { hsn: '85163200' };
const SHAVER = { hsn: '85101000' };
const EPILATOR = { hsn: '85103000' };
const NAIL: Kind = { categoryId: 129, hsn: '33043000', gst: 1800 };
const REMOVER = { hsn: '33049990' };
const CLIPPER = { hsn: '82142010' };

const PASTE = '100 g:56|200 g:110|300 g:160';
const PADS = '7 pads:75|15 pads:160|30 pads:300|50 pads:480';

export const personalCare = catalogueFile('personal-care', 2_800_000, 2_899_999, [
  group(2_800_000, ORAL, [
    ['Colgate', 'Strong Teeth Toothpaste', PASTE],
    ['Colgate', 'MaxFresh Gel Toothpaste', '80 g:60|150 g:110', 'Red Gel|Blue Gel'],
    ['Colgate', 'Total Advanced Health Toothpaste 120 g', 145],
    ['Colgate', 'Visible White Toothpaste 100 g', 165],
    ['Colgate', 'Vedshakti Toothpaste', '100 g:59|200 g:115'],
    ['Pepsodent', 'Germicheck Toothpaste', '100 g:55|200 g:105'],
    ['Close Up', 'Red Hot Gel Toothpaste', '80 g:55|150 g:100'],
    ['Sensodyne', 'Fresh Gel Toothpaste', '40 g:100|75 g:175|100 g:225'],
    ['Sensodyne', 'Rapid Relief Toothpaste', '40 g:110|80 g:199'],
    ['Dabur', 'Red Paste', '100 g:60|200 g:115'],
    ['Dabur', 'Meswak Toothpaste', '100 g:60|200 g:115'],
    ['Patanjali', 'Dant Kanti Toothpaste', '100 g:45|200 g:85'],
    ['Himalaya', 'Complete Care Toothpaste 150 g', 110],
    ['Vicco', 'Vajradanti Toothpaste 100 g', 95],
    ['Colgate', 'ZigZag Medium Toothbrush (Pack of 4)', 120, '', BRUSH],
    ['Colgate', 'Slim Soft Toothbrush (Pack of 3)', 180, '', BRUSH],
    ['Oral-B', 'Pro-Health Toothbrush (Pack of 3)', 199, '', BRUSH],
    ['Sensodyne', 'Sensitive Toothbrush', 80, '', BRUSH],
    ['Ajay', 'Kids Toothbrush (Pack of 4)', 60, '', BRUSH],
    ['Colgate', 'Tooth Powder', '100 g:40|200 g:75', '', TOOTH_POWDER],
    ['Dabur', 'Red Tooth Powder', '60 g:30|150 g:70', '', TOOTH_POWDER],
    ['Oral-B', 'Essential Dental Floss 50 m', 199, '', FLOSS],
    ['Listerine', 'Cool Mint Mouthwash', '250 ml:175|500 ml:299', '', MOUTHWASH],
    ['Colgate', 'Plax Freshmint Mouthwash 250 ml', 160, '', MOUTHWASH],
    ['Oral-B', 'Pro 3 Electric Toothbrush', 3500, '', ELECTRIC_BRUSH],
    ['Philips', 'Sonicare 1100 Electric Toothbrush', 2999, '', ELECTRIC_BRUSH],
  ]),
  group(2_801_000, MEN, [
    ['Gillette', 'Classic Shaving Foam', '196 g:199|418 g:349'],
    ['Gillette', 'Sensitive Shave Gel 195 g', 299],
    ['Old Spice', 'Shaving Cream 70 g', 89, 'Original|Lime'],
    ['Godrej', 'Shaving Cream Lime 70 g', 50],
    ['Park Avenue', 'Shaving Cream 84 g', 95],
    ['Old Spice', 'After Shave Lotion', '50 ml:180|100 ml:299|150 ml:399', 'Original|Musk', AFTERSHAVE],
    ['Park Avenue', 'After Shave Lotion 50 ml', 175, '', AFTERSHAVE],
    ['Gillette', 'Mach3 Razor', 299, '', RAZOR],
    ['Gillette', 'Guard Razor', 25, '', RAZOR],
    ['Gillette', 'Presto Disposable Razor (Pack of 5)', 150, '', RAZOR],
    ['Gillette', 'Mach3 Cartridges (Pack of 4)', 599, '', BLADE],
    ['Gillette', 'Guard Cartridges (Pack of 6)', 90, '', BLADE],
    ['Gillette', "7 O'Clock Super Platinum Blades (Pack of 5)", 50, '', BLADE],
    ['Topaz', 'Double Edge Blades (Pack of 10)', 30, '', BLADE],
    ['Bombay Shaving Company', '6 Blade Precision Razor', 599, '', RAZOR],
    ['Beardo', 'Beard and Hair Growth Oil 50 ml', 399, '', BEARD_OIL],
    ['Ustraa', 'Beard Growth Oil 35 ml', 349, '', BEARD_OIL],
    ['Nivea', 'Men Dark Spot Reduction Face Wash 100 g', 239, '', MEN_FACE_WASH],
    ['Garnier', 'Men Oil Clear Face Wash 100 g', 229, '', MEN_FACE_WASH],
    ['Himalaya', 'Men Oil Clear Lemon Face Wash 100 ml', 175, '', MEN_FACE_WASH],
    ['Beardo', 'De-Tan Face Wash 100 ml', 299, '', MEN_FACE_WASH],
    ['The Man Company', 'Charcoal Face Wash 100 ml', 349, '', MEN_FACE_WASH],
  ]),
  group(2_802_000, HYGIENE, [
    ['Whisper', 'Ultra Clean XL+ Sanitary Pads', PADS],
    ['Whisper', 'Choice Wings Sanitary Pads', '6 pads:35|20 pads:99'],
    ['Stayfree', 'Secure XL Sanitary Pads', '6 pads:40|20 pads:120'],
    ['Stayfree', 'Dry Max All Night XL Sanitary Pads', '7 pads:85|28 pads:299'],
    ['Sofy', 'Antibacteria Extra Long Sanitary Pads', '7 pads:80|28 pads:299'],
    ['Paree', 'Super Soft XL Sanitary Pads', '8 pads:60|40 pads:299'],
    ['Nua', 'Ultra Thin Heavy Flow Sanitary Pads (12)', 329],
    ['Carefree', 'Panty Liners (20)', 99],
    ['NOT KNOWN', 'Regular Sanitary Napkins (8 pads)', 30],
    ['Sirona', 'Reusable Menstrual Cup', 399, 'Small|Medium|Large', CUP],
    ['VWash', 'Plus Intimate Hygiene Wash 100 ml', 199, '', INTIMATE_WASH],
    ['Pee Safe', 'Intimate Wash 105 ml', 249, '', INTIMATE_WASH],
  ]),
  group(2_803_000, APPLIANCE, [
    ['Philips', 'BT3221 Beard Trimmer', 1695],
    ['Philips', 'BT1232 Cordless Trimmer', 1199],
    ['Philips', 'QP2724 OneBlade Trimmer', 2595],
    ['Philips', 'HP8100 Hair Dryer 1000 W', 945, '', DRYER],
    ['Philips', 'HP8302 Hair Straightener', 1545, '', STRAIGHTENER],
    ['Philips', 'BRE235 Epilator', 3995, '', EPILATOR],
    ['Xiaomi', 'Beard Trimmer 2', 1699],
    ['Havells', 'BT5100C Beard Trimmer', 1399],
    ['Havells', 'HD3151 Hair Dryer 1200 W', 1195, '', DRYER],
    ['Havells', 'HS4101 Hair Straightener', 1495, '', STRAIGHTENER],
    ['Nova', 'NHT-1047 Trimmer', 799],
    ['Nova', 'NHP-8100 Hair Dryer 1000 W', 699, '', DRYER],
    ['Nova', 'NHS-860 Hair Straightener', 899, '', STRAIGHTENER],
    ['Syska', 'HT3053K Trimmer', 999],
    ['Braun', 'Series 3 300s Electric Shaver', 4999, '', SHAVER],
    ['Panasonic', 'ER-GB37 Beard Trimmer', 2290],
    ['Vega', 'VHDH-20 Hair Dryer 1200 W', 1199, '', DRYER],
    ['Vega', 'VHSH-18 Hair Straightener', 1499, '', STRAIGHTENER],
    ['Dyson', 'Supersonic Hair Dryer', 41900, '', DRYER],
  ]),
  group(2_804_000, NAIL, [
    [
      'Lakme',
      '9 to 5 Primer + Gloss Nail Colour 6 ml',
      250,
      'Red Alert|Nude Cafe|Pink Pop|Wine Stain|Coral Crush',
    ],
    ['Maybelline New York', 'Color Show Nail Enamel 6 ml', 125, 'Bubble Gum|Cherry Pop|Bold Red|Nude Glam'],
    ['Sugar', 'Tip Tac Toe Nail Lacquer 10 ml', 299, 'Shade 01|Shade 05|Shade 10'],
    ['Elle 18', 'Nail Pops Nail Colour 5 ml', 50, 'Pink|Red|Purple|Coral|Black'],
    ['Colorbar', 'Nail Lacquer 12 ml', 350, 'Hot Red|Pastel Pink'],
    ['Lakme', 'Nail Color Remover 27 ml', 99, '', REMOVER],
    ['Elle 18', 'Nail Polish Remover 30 ml', 70, '', REMOVER],
    ['Trim', 'Nail Clipper Large', 60, '', CLIPPER],
    ['Vega', 'Manicure and Pedicure Kit 5 pcs', 399, '', CLIPPER],
    ['NOT KNOWN', 'Press-on Artificial Nails Set (24 pcs)', 199, 'Nude|Red|French', { hsn: '39269099' }],
  ]),
]);
