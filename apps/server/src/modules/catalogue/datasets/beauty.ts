// Catalogue: skin care, hair care, makeup, fragrances and deodorants, bath and body
// (super category 'Beauty & Personal Care').
// Id range 2_700_000–2_799_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: hair oil, shampoo, toilet soap bars, talcum and face powder, combs 5%; creams, lotions, face
// washes, conditioners, hair colour, styling products, makeup, deodorants, perfumes, body washes and
// liquid hand washes stay at 18%.

import { catalogueFile, group, type Kind } from './expand.js';

const SKIN: Kind = { categoryId: 120, hsn: '33049990', gst: 1800 };
const FACE_WASH = { hsn: '34013090' };
const SUNSCREEN = { hsn: '33049940' };
const HAIR: Kind = { categoryId: 121, hsn: '33059011', gst: 500 };
const SHAMPOO = { hsn: '33051090' };
const CONDITIONER = { hsn: '33059019', gst: 1800 };
const COLOUR = { hsn: '33059030', gst: 1800 };
const HENNA = { hsn: '14049050' };
const COMB = { hsn: '96151100' };
const MAKEUP: Kind = { categoryId: 122, hsn: '33042000', gst: 1800 };
const LIPSTICK = { hsn: '33041000' };
const FACE = { hsn: '33049990' };
const POWDER = { hsn: '33049110', gst: 500 };
const FRAGRANCE: Kind = { categoryId: 123, hsn: '33072000', gst: 1800 };
const PERFUME = { hsn: '33030040' };
const BATH: Kind = { categoryId: 124, hsn: '34011110', gst: 500 };
const BODY_WASH = { hsn: '34013019', gst: 1800 };
const LOTION = { hsn: '33049930', gst: 1800 };
const TALC = { hsn: '33049110' };
const JELLY = { hsn: '27121010', gst: 1800 };

const SOAP = '100 g:45|3 x 100 g:125';
const SHAMPOO_PACKS = '180 ml:190|340 ml:355|650 ml:629';
const LIPSTICK_SHADES = 'Crimson Silk|Red Coat|Pink Perfect|Maroon Mix|Nude Cafe';

export const beauty = catalogueFile('beauty', 2_700_000, 2_799_999, [
  group(2_700_000, SKIN, [
    ["Pond's", 'Light Moisturiser', '75 ml:199|200 ml:350'],
    ["Pond's", 'Cold Cream', '55 ml:110|100 ml:199'],
    ["Pond's", 'Pure Detox Face Wash 100 g', 199, '', FACE_WASH],
    ['Nivea', 'Soft Light Moisturising Cream', '50 ml:125|100 ml:215|200 ml:375'],
    ['Nivea', 'Creme', '30 ml:65|60 ml:125|100 ml:199'],
    ['Lakme', '9 to 5 Vitamin C+ Day Cream 50 g', 349],
    ['Lakme', 'Peach Milk Moisturiser 120 ml', 199],
    ['Lakme', 'Sun Expert SPF 50 Sunscreen 100 ml', 399, '', SUNSCREEN],
    ['Himalaya', 'Purifying Neem Face Wash', '50 ml:99|100 ml:175|200 ml:280', '', FACE_WASH],
    ['Himalaya', 'Nourishing Skin Cream 50 ml', 90],
    ['Garnier', 'Bright Complete Vitamin C Face Wash 100 g', 199, '', FACE_WASH],
    ['Garnier', 'Bright Complete Serum Cream 45 g', 199],
    ['Garnier', 'Micellar Cleansing Water 125 ml', 249],
    ['Mamaearth', 'Vitamin C Face Wash 100 ml', 349, '', FACE_WASH],
    ['Mamaearth', 'Ubtan Face Wash 100 ml', 349, '', FACE_WASH],
    ['Cetaphil', 'Gentle Skin Cleanser 125 ml', 499, '', FACE_WASH],
    ['Cetaphil', 'Moisturising Cream 80 g', 649],
    ['Minimalist', '10% Niacinamide Face Serum 30 ml', 599],
    ['Minimalist', 'SPF 50 Sunscreen 50 g', 399, '', SUNSCREEN],
    ['Plum', 'Green Tea Pore Cleansing Face Wash 100 ml', 345, '', FACE_WASH],
    ['The Derma Co', '1% Hyaluronic Sunscreen Aqua Gel 50 g', 499, '', SUNSCREEN],
    ['Neutrogena', 'Ultra Sheer Sunscreen SPF 50+ 88 ml', 799, '', SUNSCREEN],
    ['Glow & Lovely', 'Advanced Multivitamin Face Cream', '25 g:65|50 g:125|80 g:185'],
    ['Biotique', 'Bio Papaya Revitalizing Face Wash 150 ml', 199, '', FACE_WASH],
    ['Lotus Herbals', 'Safe Sun SPF 50 Sunscreen 100 g', 595, '', SUNSCREEN],
    ['Clean & Clear', 'Morning Energy Face Wash 100 ml', 199, '', FACE_WASH],
    ['Olay', 'Regenerist Whip Cream 50 g', 1299],
    ['Vicco', 'Turmeric Skin Cream 30 g', 110],
  ]),
  group(2_701_000, HAIR, [
    ['Parachute', 'Advansed Coconut Hair Oil', '100 ml:60|300 ml:175', '', {}],
    ['Parachute', 'Advansed Jasmine Coconut Hair Oil', '90 ml:55|200 ml:110'],
    ['Dabur', 'Amla Hair Oil', '90 ml:55|180 ml:110|275 ml:160|450 ml:250'],
    ['Dabur', 'Vatika Enriched Coconut Hair Oil', '150 ml:85|300 ml:160'],
    ['Bajaj', 'Almond Drops Hair Oil', '100 ml:75|200 ml:150|300 ml:215'],
    ['Navratna', 'Ayurvedic Cool Oil', '100 ml:90|200 ml:170'],
    ['Indulekha', 'Bringha Hair Oil 100 ml', 432],
    ['Nihar Naturals', 'Shanti Amla Badam Hair Oil', '200 ml:90|500 ml:199'],
    ['Clinic Plus', 'Strong and Long Shampoo', '80 ml:55|175 ml:110|355 ml:215|650 ml:380', '', SHAMPOO],
    ['Clinic Plus', 'Shampoo Sachet 5.5 ml (Pack of 16)', 16, '', SHAMPOO],
    ['Sunsilk', 'Black Shine Shampoo', '180 ml:135|360 ml:260', '', SHAMPOO],
    ['Dove', 'Intense Repair Shampoo', '180 ml:185|340 ml:340|650 ml:599', '', SHAMPOO],
    [
      'Head & Shoulders',
      'Anti-Dandruff Shampoo',
      '180 ml:199|340 ml:360|650 ml:650',
      'Cool Menthol|Smooth and Silky',
      SHAMPOO,
    ],
    ['Pantene', 'Hair Fall Control Shampoo', SHAMPOO_PACKS, '', SHAMPOO],
    ['TRESemme', 'Keratin Smooth Shampoo', '185 ml:225|580 ml:589', '', SHAMPOO],
    ["L'Oreal Paris", 'Total Repair 5 Shampoo', '180 ml:199|360 ml:390', '', SHAMPOO],
    ['Himalaya', 'Anti-Dandruff Shampoo 400 ml', 345, '', SHAMPOO],
    ['Dove', 'Intense Repair Conditioner 180 ml', 220, '', CONDITIONER],
    ['Pantene', 'Hair Fall Control Conditioner 180 ml', 220, '', CONDITIONER],
    ['TRESemme', 'Keratin Smooth Conditioner 190 ml', 250, '', CONDITIONER],
    ['Godrej', 'Expert Rich Creme Hair Colour', 60, 'Natural Black|Natural Brown|Burgundy', COLOUR],
    [
      'Garnier',
      'Color Naturals Creme Hair Colour',
      199,
      'Shade 1 Black|Shade 3 Darkest Brown|Shade 4.15 Iced Coffee',
      COLOUR,
    ],
    [
      "L'Oreal Paris",
      'Excellence Creme Hair Colour',
      625,
      'Shade 3 Dark Brown|Shade 4 Brown|Shade 5 Light Brown',
      COLOUR,
    ],
    ['Streax', 'Cream Hair Colour', 175, 'Natural Black|Burgundy', COLOUR],
    ['Indica', 'Herbal Hair Colour Black', 30, '', COLOUR],
    ['Godrej', 'Nupur Henna 150 g', 60, '', HENNA],
    ['Set Wet', 'Styling Hair Gel 100 ml', 125, 'Cool Hold|Wet Look', CONDITIONER],
    ['Livon', 'Hair Serum 100 ml', 345, '', CONDITIONER],
    ['Roots', 'Wide Tooth Comb', 120, '', COMB],
    ['Vega', 'Grooming Comb', 99, '', COMB],
  ]),
  group(2_702_000, MAKEUP, [
    ['Lakme', 'Eyeconic Kajal 0.35 g', 199, 'Black|Deep Black'],
    ['Lakme', '9 to 5 Primer + Matte Lipstick', 549, LIPSTICK_SHADES, LIPSTICK],
    ['Lakme', 'Perfecting Liquid Foundation 27 ml', 199, 'Marble|Pearl|Shell', FACE],
    ['Lakme', 'Rose Face Powder 40 g', 170, 'Soft Pink|Warm Pink', POWDER],
    ['Lakme', '9 to 5 Flawless Matte Complexion Compact', 399, 'Ivory|Beige|Honey', POWDER],
    ['Maybelline New York', 'Colossal Kajal', 249, 'Black|Extra Black'],
    [
      'Maybelline New York',
      'Fit Me Matte + Poreless Foundation 30 ml',
      599,
      'Shade 115|Shade 128|Shade 220|Shade 230',
      FACE,
    ],
    ['Maybelline New York', 'Fit Me Compact Powder', 399, 'Shade 112|Shade 128|Shade 220', POWDER],
    [
      'Maybelline New York',
      'SuperStay Matte Ink Liquid Lipstick',
      749,
      'Lover|Pioneer|Seductress|Ruler',
      LIPSTICK,
    ],
    ['Maybelline New York', 'Lash Sensational Mascara', 649],
    ['Sugar', 'Matte As Hell Crayon Lipstick', 799, "Scarlett O'Hara|Elle Woods|Poison Ivy", LIPSTICK],
    ['Sugar', 'Kohl of Honour Intense Kajal', 349],
    ['Blue Heaven', 'Kajal', 99, 'Black'],
    ['Elle 18', 'Color Pops Matte Lipstick', 130, 'Red Hot|Pink Kiss|Coral Dream|Brown Bold', LIPSTICK],
    ['Swiss Beauty', 'Liquid Lightweight Foundation', 299, 'Natural|Fair Beige|Honey', FACE],
    ['Colorbar', 'Velvet Matte Lipstick', 650, 'Bare|Hot Hot Hot|Pink Pout', LIPSTICK],
    ['Faces Canada', 'Ultime Pro HD Intense Matte Lipstick', 899, 'Red|Nude|Mauve', LIPSTICK],
    ['Insight', 'Eyeliner Waterproof', 150, 'Black|Brown'],
  ]),
  group(2_703_000, FRAGRANCE, [
    ['Fogg', 'Fresh Deodorant 150 ml', 299, 'Aqua|Oriental|Spicy|Woody'],
    ['Wild Stone', 'Edge Deodorant 150 ml', 225],
    ['Park Avenue', 'Good Morning Deodorant 150 ml', 245],
    ['Axe', 'Signature Dark Temptation Deodorant 150 ml', 299],
    ['Nivea', 'Men Deep Deodorant 150 ml', 270],
    ['Engage', "Women's Deodorant 150 ml", 225, 'Bloom|Tease|Blush'],
    ['Denver', 'Hamilton Deodorant 165 ml', 230],
    ['Yardley London', 'English Lavender Deodorant 150 ml', 250],
    ['Skinn by Titan', 'Raw Eau de Parfum 50 ml', 1695, '', PERFUME],
    ['Bella Vita Organic', 'CEO Man Eau de Parfum 100 ml', 699, '', PERFUME],
    ['Engage', 'On Pocket Perfume 18 ml', 70, 'Man|Woman', PERFUME],
    ['Fogg', 'Scent Eau de Parfum 100 ml', 499, 'Xtremo|Impressio', PERFUME],
    ['Wild Stone', 'Ultra Sensual Eau de Parfum 100 ml', 699, '', PERFUME],
    ['Villain', 'Classic Eau de Parfum 100 ml', 799, '', PERFUME],
    ['Davidoff', 'Cool Water Eau de Toilette 125 ml', 6000, '', PERFUME],
    ['Ajmal', 'Wisal Dhahab Eau de Parfum 50 ml', 1450, '', PERFUME],
    ['NOT KNOWN', 'Attar 6 ml', 150, 'Rose|Mogra|Chandan|Oudh', PERFUME],
  ]),
  group(2_704_000, BATH, [
    ['Lux', 'Soft Glow Rose Soap', SOAP],
    ['Lifebuoy', 'Total 10 Soap', '100 g:35|4 x 100 g:130'],
    ['Dettol', 'Original Soap', '75 g:40|125 g:62|4 x 125 g:220'],
    ['Santoor', 'Sandal and Turmeric Soap', '100 g:40|4 x 100 g:140'],
    ['Cinthol', 'Original Soap', SOAP],
    ['Dove', 'Cream Beauty Bathing Bar', '100 g:75|3 x 100 g:210'],
    ['Pears', 'Pure and Gentle Soap', '75 g:60|125 g:90|3 x 125 g:255'],
    ['Medimix', 'Classic Ayurvedic Soap 125 g', 55],
    ['Hamam', 'Neem Tulsi Soap 100 g', 45],
    ['Godrej No.1', 'Sandal and Turmeric Soap', '100 g:30|4 x 100 g:105'],
    ['Mysore Sandal', 'Soap', '75 g:65|125 g:100'],
    ['Margo', 'Original Neem Soap 100 g', 40],
    ['Liril', 'Lime and Tea Tree Oil Soap 125 g', 60],
    ['Himalaya', 'Neem and Turmeric Soap 125 g', 52],
    ['Patanjali', 'Kanti Neem Soap 150 g', 30],
    ['Dove', 'Deeply Nourishing Body Wash 250 ml', 299, '', BODY_WASH],
    ['Fiama', 'Shower Gel 250 ml', 249, 'Patchouli and Macadamia|Lemongrass and Jojoba', BODY_WASH],
    ['Lifebuoy', 'Total 10 Hand Wash', '190 ml:99|750 ml Refill:199', '', BODY_WASH],
    ['Dettol', 'Original Liquid Hand Wash', '200 ml:99|675 ml Refill:199', '', BODY_WASH],
    ['Vaseline', 'Intensive Care Deep Moisture Body Lotion', '100 ml:160|400 ml:449', '', LOTION],
    ['Nivea', 'Nourishing Body Milk', '200 ml:255|400 ml:449', '', LOTION],
    ['Parachute', 'Advansed Body Lotion 250 ml', 245, '', LOTION],
    ['Vaseline', 'Pure Skin Jelly', '50 ml:75|100 ml:135', '', JELLY],
    ["Pond's", 'Dreamflower Talc', '100 g:99|400 g:285', '', TALC],
    ['Cinthol', 'Deo Talc 100 g', 99, '', TALC],
    ['Nycil', 'Prickly Heat Powder 150 g', 140, '', TALC],
    ['Navratna', 'Cool Talc', '100 g:95|400 g:275', '', TALC],
    ['Yardley London', 'English Lavender Talc 100 g', 199, '', TALC],
  ]),
]);
