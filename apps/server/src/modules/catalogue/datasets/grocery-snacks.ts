// Catalogue: snacks, namkeen, biscuits, chocolates, sweets and candies (super category 'Grocery & FMCG').
// Id range 1_700_000–1_799_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: namkeen and bhujia, chips, biscuits, rusks, cakes, chocolates, sugar confectionery and packaged
// Indian sweets all moved to 5%.

import { catalogueFile, group, type Kind } from './expand.js';

const NAMKEEN: Kind = { categoryId: 57, hsn: '21069099', gst: 500 };
const CHIPS: Kind = { categoryId: 57, hsn: '20052000', gst: 500 };
const EXTRUDED = { hsn: '19041090' };
const POPCORN = { hsn: '19041020' };
const BISCUIT: Kind = { categoryId: 58, hsn: '19053100', gst: 500 };
const RUSK = { hsn: '19054000' };
const CHOCOLATE: Kind = { categoryId: 58, hsn: '18063200', gst: 500 };
const CANDY: Kind = { categoryId: 58, hsn: '17049020', gst: 500 };
const GUM = { hsn: '17041000' };
const SWEETS = { hsn: '21069099' };

const SMALL = '200 g:55|400 g:105|1 kg:240';
const CHIP_PACKS = '26 g:10|50 g:20|82 g:40';
const KURKURE = '40 g:10|90 g:20|180 g:40';

export const grocerySnacks = catalogueFile('grocery-snacks', 1_700_000, 1_799_999, [
  group(1_700_000, NAMKEEN, [
    ["Haldiram's", 'Aloo Bhujia', SMALL],
    ["Haldiram's", 'Bhujia Sev', SMALL],
    ["Haldiram's", 'Moong Dal', '200 g:55|400 g:105'],
    ["Haldiram's", 'Navrattan Mix', '200 g:55|400 g:105|1 kg:250'],
    ["Haldiram's", 'Khatta Meetha', '200 g:55|400 g:105'],
    ["Haldiram's", 'Nut Cracker', '200 g:60'],
    ["Haldiram's", 'All in One', '200 g:55'],
    ["Haldiram's", 'Cornflakes Mixture', '200 g:55'],
    ["Haldiram's", 'Ratlami Sev', '200 g:55'],
    ["Haldiram's", 'Tasty Nuts', '200 g:60'],
    ["Haldiram's", 'Salted Peanuts', '200 g:55'],
    ["Haldiram's", 'Panchrattan', '200 g:60'],
    ['Bikaji', 'Bikaneri Bhujia', '200 g:55|400 g:100|1 kg:235'],
    ['Bikaji', 'Aloo Bhujia', '200 g:55|400 g:100'],
    ['Bikaji', 'Moong Dal', '200 g:55'],
    ['Bikaji', 'Khatta Meetha', '200 g:55'],
    ['Bikaji', 'Bhelpuri', '200 g:55'],
    ['Bikaji', 'Navratan Mixture', '200 g:55|1 kg:240'],
    ['Bikano', 'Shahi Mixture', '200 g:50|1 kg:230'],
    ['Bikano', 'Chana Jor Garam', '200 g:50'],
    ['Balaji', 'Ratlami Sev', '200 g:50'],
    ['Balaji', 'Chataka Pataka Mixture', '200 g:50'],
    ['Prabhuji', 'Bhavnagari Gathiya', '200 g:50'],
  ]),
  group(1_701_000, CHIPS, [
    ["Lay's", 'Classic Salted Potato Chips', CHIP_PACKS],
    ["Lay's", "India's Magic Masala Potato Chips", CHIP_PACKS],
    ["Lay's", 'American Style Cream and Onion Potato Chips', CHIP_PACKS],
    ["Lay's", 'Spanish Tomato Tango Potato Chips', CHIP_PACKS],
    ["Lay's", 'Chile Limon Potato Chips', CHIP_PACKS],
    ['Balaji', 'Simply Salted Wafers', '45 g:20|135 g:50'],
    ['Balaji', 'Chaat Chaska Wafers', '45 g:20|135 g:50'],
    ['Balaji', 'Masala Masti Wafers', '45 g:20|135 g:50'],
    ['Uncle Chipps', 'Spicy Treat Potato Chips', '50 g:20'],
    ['Pringles', 'Original Potato Crisps', '107 g:115'],
    ['Pringles', 'Sour Cream and Onion Potato Crisps', '107 g:115'],
    ['Kurkure', 'Masala Munch', KURKURE, '', EXTRUDED],
    ['Kurkure', 'Chilli Chatka', KURKURE, '', EXTRUDED],
    ['Kurkure', 'Green Chutney Style', KURKURE, '', EXTRUDED],
    ['Kurkure', 'Solid Masti Twisteez', KURKURE, '', EXTRUDED],
    ['Bingo!', 'Mad Angles Achaari Masti', '66 g:20|130 g:40', '', EXTRUDED],
    ['Bingo!', 'Tedhe Medhe Masala Tadka', '60 g:20|120 g:40', '', EXTRUDED],
    ['Bingo!', 'Original Style Salted Chips', '50 g:20|90 g:40'],
    ['Doritos', 'Nacho Cheese Tortilla Chips', '48 g:20|142 g:80', '', EXTRUDED],
    ['Too Yumm!', 'Multigrain Chips Desi Masala', '54 g:20', '', EXTRUDED],
    ['Act II', 'Classic Salted Instant Popcorn', '30 g:10|70 g:25', '', POPCORN],
    ['Act II', 'Golden Sizzle Instant Popcorn', '70 g:30', '', POPCORN],
  ]),
  group(1_702_000, BISCUIT, [
    ['Parle', 'Parle-G Original Glucose Biscuits', '65 g:5|250 g:25|800 g:80'],
    ['Parle', 'Parle-G Gold Biscuits', '100 g:10|1 kg:140'],
    ['Parle', 'Monaco Classic', '63 g:10|200 g:35'],
    ['Parle', 'Krackjack', '60 g:10|200 g:35'],
    ['Parle', 'Hide and Seek Chocolate Chip Cookies', '100 g:30|200 g:60'],
    ['Parle', 'Hide and Seek Fab Chocolate', '112 g:30'],
    ['Parle', '20-20 Cashew Cookies', '200 g:40'],
    ['Parle', 'Marie Choice', '250 g:35'],
    ['Parle', 'Milano Chocolate Chip Cookies', '75 g:40'],
    ['Parle', 'Happy Happy Choco Chip Cookies', '100 g:20'],
    ['Parle', 'Rusk Elaichi', '200 g:40', '', RUSK],
    ['Britannia', 'Good Day Cashew Cookies', '75 g:10|200 g:40|600 g:110'],
    ['Britannia', 'Good Day Butter Cookies', '75 g:10|200 g:40'],
    ['Britannia', 'Good Day Chocochip Cookies', '100 g:30'],
    ['Britannia', 'Marie Gold', '250 g:40|1 kg:140'],
    ['Britannia', 'Bourbon Chocolate Cream Biscuits', '150 g:35'],
    ['Britannia', 'Milk Bikis', '100 g:10|500 g:60'],
    ['Britannia', 'NutriChoice Digestive', '250 g:60|1 kg:200'],
    ['Britannia', 'Tiger Glucose', '100 g:10'],
    ['Britannia', 'Little Hearts', '75 g:20'],
    ['Britannia', '50-50 Maska Chaska', '120 g:20'],
    ['Britannia', 'Jim Jam', '150 g:30'],
    ['Britannia', 'Pure Magic Chocolush', '75 g:30'],
    ['Britannia', 'Toastea Premium Bake Rusk', '200 g:40|300 g:55', '', RUSK],
    ['Sunfeast', 'Dark Fantasy Choco Fills', '75 g:40|300 g:160'],
    ['Sunfeast', "Mom's Magic Cashew and Almond Cookies", '200 g:60'],
    ['Sunfeast', 'Marie Light', '250 g:40'],
    ['Sunfeast', 'Bounce Cream Biscuits', '82 g:20'],
    ['Sunfeast', 'Farmlite Digestive', '250 g:70'],
    ['Unibic', 'Choco Chip Cookies', '75 g:30|150 g:60'],
    ["McVitie's", 'Digestive Biscuits', '250 g:80'],
    ['Priyagold', 'Butter Bite', '200 g:35'],
    ['Anmol', 'Dream Lite Biscuits', '200 g:30'],
  ]),
  group(1_703_000, CHOCOLATE, [
    ['Cadbury', 'Dairy Milk', '13 g:10|24 g:20|50 g:50'],
    ['Cadbury', 'Dairy Milk Silk', '60 g:90|150 g:190'],
    ['Cadbury', 'Dairy Milk Silk Fruit and Nut', '55 g:95|137 g:195'],
    ['Cadbury', '5 Star', '22 g:10|40 g:20'],
    ['Cadbury', 'Perk', '13 g:10'],
    ['Cadbury', 'Gems', '17.8 g:10'],
    ['Cadbury', 'Fuse', '43 g:40'],
    ['Cadbury', 'Bournville Rich Cocoa Dark Chocolate', '80 g:100'],
    ['Cadbury', 'Celebrations Gift Pack', '177 g:200|281 g:325'],
    ['Nestle', 'KitKat', '13.5 g:10|27.5 g:25|37.3 g:40'],
    ['Nestle', 'Munch', '10 g:5|23 g:10'],
    ['Nestle', 'Milkybar', '12.5 g:10|25 g:20'],
    ['Amul', 'Dark Chocolate', '40 g:45|150 g:150'],
    ['Amul', 'Fruit and Nut Chocolate', '40 g:50|150 g:150'],
    ['Ferrero Rocher', 'Chocolates', '4 pcs:200|16 pcs:800'],
    ['Snickers', 'Peanut Chocolate Bar', '22 g:20|45 g:50'],
    ['Mars', 'Chocolate Bar', '51 g:50'],
    ['Galaxy', 'Smooth Milk Chocolate', '56 g:90'],
  ]),
  group(1_704_000, CANDY, [
    ['Parle', 'Melody Chocolaty Toffee Jar 100 pcs', 100],
    ['Parle', 'Kismi Toffee Bar Jar 100 pcs', 100],
    ['Parle', 'Mango Bite Jar 100 pcs', 100],
    ['Parle', 'Poppins Fruit Candy', '25 g:5'],
    ['Pulse', 'Kachcha Aam Candy Jar 100 pcs', 100],
    ['Pulse', 'Guava Candy Jar 100 pcs', 100],
    ['Alpenliebe', 'Caramel Candy Jar 100 pcs', 100],
    ['Alpenliebe', 'Juzt Jelly', '33.6 g:10'],
    ['Cadbury', 'Choclairs Gold Jar 100 pcs', 200],
    ['Cadbury', 'Eclairs Toffee Pouch 50 pcs', 100],
    ['Center Fresh', 'Chewing Gum Jar 100 pcs', 200, '', GUM],
    ['Center Fruit', 'Chewing Gum Jar 100 pcs', 200, '', GUM],
    ['Chupa Chups', 'Lollipops Jar 40 pcs', 200],
    ['Polo', 'Mint Roll', '10.3 g:10'],
    ['Mentos', 'Mint Roll', '37 g:20'],
    ["Haldiram's", 'Soan Papdi', '250 g:80|500 g:150', '', SWEETS],
    ["Haldiram's", 'Rasgulla Tin', '1 kg:250', '', SWEETS],
    ["Haldiram's", 'Gulab Jamun Tin', '1 kg:250', '', SWEETS],
    ['Bikano', 'Soan Papdi', '250 g:75|500 g:140', '', SWEETS],
    ['Bikaji', 'Kaju Katli', '250 g:275', '', SWEETS],
  ]),
]);
