// Catalogue: grocery staples — atta, rice, dals, oils and ghee, spices, sugar and salt, tea and coffee,
// dry fruits, fruits and vegetables (super category 'Grocery & FMCG').
// Id range 1_600_000–1_699_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST: pre-packaged and labelled cereals, flours, pulses, sugar, jaggery, spices, tea, coffee and dry
// fruits are 5%; edible oils and (GST 2.0) ghee are 5%; salt, fresh produce and loose unbranded grain,
// pulses, flour and gur are nil. Loose goods are sold by the kilogram (or litre) without an MRP.

import { catalogueFile, group, type Kind } from './expand.js';

const KG = 8;
const LITRE = 12;
const DOZEN = 7;

const ATTA: Kind = { categoryId: 52, hsn: '11010000', gst: 500 };
const BESAN = { hsn: '11061000' };
const SUJI = { hsn: '11031100' };
const POHA = { hsn: '19049000' };
const RICE: Kind = { categoryId: 52, hsn: '10063020', gst: 500 };
const NON_BASMATI = { hsn: '10063090' };
const DAL: Kind = { categoryId: 52, hsn: '07136000', gst: 500 };
const CHANA = { hsn: '07132000' };
const MOONG = { hsn: '07133100' };
const MASOOR = { hsn: '07134000' };
const RAJMA = { hsn: '07133300' };
const LOOSE_GRAIN: Kind = { categoryId: 52, hsn: '07139090', gst: 0, unitId: KG };
const WHEAT = { hsn: '10019910' };
const LOOSE_RICE = { hsn: '10063090' };
const LOOSE_FLOUR = { hsn: '11010000' };
const MILLET = { hsn: '10082900' };

const OIL: Kind = { categoryId: 53, hsn: '15149120', gst: 500 };
const SOYA = { hsn: '15079010' };
const SUNFLOWER = { hsn: '15121910' };
const RICE_BRAN = { hsn: '15159091' };
const BLENDED = { hsn: '15179090' };
const COCONUT_OIL = { hsn: '15131900' };
const OLIVE = { hsn: '15099010' };
const VANASPATI = { hsn: '15162091' };
const GHEE: Kind = { categoryId: 53, hsn: '04059020', gst: 500 };

const MASALA: Kind = { categoryId: 54, hsn: '09109100', gst: 500 };
const CHILLI = { hsn: '09042211' };
const HALDI = { hsn: '09103030' };
const DHANIA = { hsn: '09092200' };
const JEERA = { hsn: '09093129' };
const HING = { hsn: '13019013' };
const LOOSE_SPICE: Kind = { categoryId: 54, hsn: '09109990', gst: 500, unitId: KG };

const SALT: Kind = { categoryId: 55, hsn: '25010020', gst: 0 };
const SUGAR: Kind = { categoryId: 55, hsn: '17019990', gst: 500 };
const GUR = { hsn: '17011310' };

const TEA: Kind = { categoryId: 56, hsn: '09024020', gst: 500 };
const GREEN_TEA = { hsn: '09021010' };
const INSTANT_COFFEE = { hsn: '21011120' };
const FILTER_COFFEE = { hsn: '09012190' };

const NUTS: Kind = { categoryId: 62, hsn: '08021200', gst: 500 };
const CASHEW = { hsn: '08013220' };
const RAISIN = { hsn: '08062010' };
const PISTA = { hsn: '08025200' };
const WALNUT = { hsn: '08023200' };
const DATES = { hsn: '08041020' };
const FIG = { hsn: '08042090' };

const VEG: Kind = { categoryId: 63, hsn: '07099990', gst: 0, unitId: KG };
const FROZEN: Kind = { categoryId: 63, hsn: '07102100', gst: 500 };

export const groceryStaples = catalogueFile('grocery-staples', 1_600_000, 1_699_999, [
  group(1_600_000, ATTA, [
    ['Aashirvaad', 'Shudh Chakki Atta', '1 kg:68|5 kg:290|10 kg:560'],
    ['Aashirvaad', 'Select Sharbati Atta', '5 kg:350|10 kg:670'],
    ['Aashirvaad', 'Multigrain Atta', '1 kg:80|5 kg:355'],
    ['Pillsbury', 'Chakki Fresh Atta', '5 kg:275|10 kg:530'],
    ['Fortune', 'Chakki Fresh Atta', '5 kg:265|10 kg:510'],
    ['Patanjali', 'Chakki Atta', '5 kg:245|10 kg:480'],
    ['Shakti Bhog', 'Chakki Atta', '5 kg:260|10 kg:500'],
    ['Annapurna', 'Farm Fresh Chakki Atta', '5 kg:265|10 kg:520'],
    ['Nature Fresh', 'Sampoorna Chakki Atta', '5 kg:270|10 kg:525'],
    ['Rajdhani', 'Chakki Atta', '5 kg:255|10 kg:495'],
    ['Aashirvaad', 'Maida', '500 g:36|1 kg:70'],
    ['Rajdhani', 'Besan', '500 g:65|1 kg:125', '', BESAN],
    ['Tata Sampann', 'Besan', '500 g:75|1 kg:140', '', BESAN],
    ['Fortune', 'Besan', '500 g:65|1 kg:125', '', BESAN],
    ['Rajdhani', 'Suji', '500 g:35|1 kg:68', '', SUJI],
    ['Fortune', 'Sooji', '500 g:36|1 kg:70', '', SUJI],
    ['Tata Sampann', 'Thick Poha', '500 g:45|1 kg:85', '', POHA],
  ]),
  group(1_601_000, RICE, [
    ['India Gate', 'Basmati Rice Classic', '1 kg:235|5 kg:1099'],
    ['India Gate', 'Basmati Rice Feast Rozzana', '1 kg:115|5 kg:545'],
    ['India Gate', 'Basmati Rice Dubar', '1 kg:150|5 kg:699'],
    ['Daawat', 'Rozana Super Basmati Rice', '1 kg:110|5 kg:520'],
    ['Daawat', 'Traditional Basmati Rice', '1 kg:230|5 kg:1090'],
    ['Daawat', 'Biryani Basmati Rice', '1 kg:265'],
    ['Kohinoor', 'Super Value Basmati Rice', '1 kg:115|5 kg:540'],
    ['Kohinoor', 'Authentic Platinum Basmati Rice', '1 kg:285'],
    ['Fortune', 'Biryani Special Basmati Rice', '1 kg:170|5 kg:799'],
    ['Lal Qilla', 'Traditional Basmati Rice', '1 kg:250|5 kg:1150'],
    ['Fortune', 'Sona Masoori Rice', '5 kg:450|10 kg:880', '', NON_BASMATI],
    ['India Gate', 'Sona Masoori Rice', '5 kg:420|10 kg:830', '', NON_BASMATI],
    ['24 Mantra', 'Organic Sona Masoori Rice', '1 kg:110|5 kg:520', '', NON_BASMATI],
  ]),
  group(1_602_000, DAL, [
    ['Tata Sampann', 'Unpolished Toor Dal', '500 g:105|1 kg:205'],
    ['Tata Sampann', 'Unpolished Moong Dal', '500 g:85|1 kg:165', '', MOONG],
    ['Tata Sampann', 'Unpolished Chana Dal', '500 g:65|1 kg:125', '', CHANA],
    ['Tata Sampann', 'Unpolished Masoor Dal', '500 g:70|1 kg:130', '', MASOOR],
    ['Tata Sampann', 'Unpolished Urad Dal', '500 g:90|1 kg:175', '', MOONG],
    ['Tata Sampann', 'Rajma', '500 g:95|1 kg:185', '', RAJMA],
    ['Tata Sampann', 'Kabuli Chana', '500 g:90|1 kg:175', '', CHANA],
    ['Fortune', 'Toor Dal', '1 kg:185'],
    ['Fortune', 'Chana Dal', '1 kg:110', '', CHANA],
    ['Fortune', 'Moong Dal', '1 kg:150', '', MOONG],
    ['24 Mantra', 'Organic Toor Dal', '500 g:120|1 kg:230'],
    ['Patanjali', 'Toor Dal', '1 kg:180'],
  ]),
  group(1_603_000, LOOSE_GRAIN, [
    ['NOT KNOWN', 'Loose Wheat (Sharbati)', null, '', WHEAT],
    ['NOT KNOWN', 'Loose Wheat (Lokwan)', null, '', WHEAT],
    ['NOT KNOWN', 'Loose Chakki Atta', null, '', LOOSE_FLOUR],
    ['NOT KNOWN', 'Loose Maida', null, '', LOOSE_FLOUR],
    ['NOT KNOWN', 'Loose Besan', null, '', BESAN],
    ['NOT KNOWN', 'Loose Sooji', null, '', SUJI],
    ['NOT KNOWN', 'Loose Basmati Rice', null, '', { hsn: '10063020' }],
    ['NOT KNOWN', 'Loose Sona Masoori Rice', null, '', LOOSE_RICE],
    ['NOT KNOWN', 'Loose Kolam Rice', null, '', LOOSE_RICE],
    ['NOT KNOWN', 'Loose Idli Rice', null, '', LOOSE_RICE],
    ['NOT KNOWN', 'Loose Toor Dal', null],
    ['NOT KNOWN', 'Loose Moong Dal', null],
    ['NOT KNOWN', 'Loose Chana Dal', null],
    ['NOT KNOWN', 'Loose Urad Dal', null],
    ['NOT KNOWN', 'Loose Masoor Dal', null],
    ['NOT KNOWN', 'Loose Rajma', null],
    ['NOT KNOWN', 'Loose Kabuli Chana', null],
    ['NOT KNOWN', 'Loose Kala Chana', null],
    ['NOT KNOWN', 'Loose Poha', null, '', POHA],
    ['NOT KNOWN', 'Loose Jowar', null, '', MILLET],
    ['NOT KNOWN', 'Loose Bajra', null, '', MILLET],
    ['NOT KNOWN', 'Loose Ragi', null, '', MILLET],
  ]),
  group(1_604_000, OIL, [
    ['Fortune', 'Kachi Ghani Mustard Oil', '1 L Pouch:180|1 L Bottle:190|5 L Jar:890'],
    ['Fortune', 'Refined Soyabean Oil', '1 L Pouch:150|5 L Jar:720', '', SOYA],
    ['Fortune', 'Sunlite Refined Sunflower Oil', '1 L Pouch:165|5 L Jar:800', '', SUNFLOWER],
    ['Fortune', 'Rice Bran Health Oil', '1 L Pouch:165|5 L Jar:790', '', RICE_BRAN],
    ['Saffola', 'Gold Blended Oil', '1 L Pouch:210|5 L Jar:1030', '', BLENDED],
    ['Saffola', 'Active Blended Oil', '1 L Pouch:190|5 L Jar:935', '', BLENDED],
    ['Sundrop', 'Lite Refined Sunflower Oil', '1 L Pouch:185|5 L Jar:870', '', SUNFLOWER],
    ['Dhara', 'Kachi Ghani Mustard Oil', '1 L Pouch:185|5 L Jar:880'],
    ['Dhara', 'Refined Soyabean Oil', '1 L Pouch:150', '', SOYA],
    ['Engine', 'Kachi Ghani Mustard Oil', '1 L Bottle:195|5 L Jar:930'],
    ['Patanjali', 'Kachi Ghani Mustard Oil', '1 L Bottle:180|5 L Jar:860'],
    ['Emami Healthy & Tasty', 'Refined Soyabean Oil', '1 L Pouch:150', '', SOYA],
    ['Emami Healthy & Tasty', 'Rice Bran Oil', '1 L Pouch:165', '', RICE_BRAN],
    ['Gemini', 'Refined Sunflower Oil', '1 L Pouch:160|5 L Jar:780', '', SUNFLOWER],
    ['Gold Drop', 'Refined Sunflower Oil', '1 L Pouch:160|15 L Tin:2250', '', SUNFLOWER],
    ['Freedom', 'Refined Sunflower Oil', '1 L Pouch:155|5 L Jar:760', '', SUNFLOWER],
    ['Parachute', '100% Pure Coconut Oil', '200 ml:110|500 ml:250|1 L:480', '', COCONUT_OIL],
    ['KLF Coconad', 'Coconut Oil', '500 ml:220|1 L:420', '', COCONUT_OIL],
    ['Figaro', 'Olive Oil', '500 ml:799|1 L:1499', '', OLIVE],
    ['Borges', 'Extra Virgin Olive Oil', '500 ml:899|1 L:1699', '', OLIVE],
    ['Disano', 'Extra Virgin Olive Oil', '1 L:1499', '', OLIVE],
    ['Dalda', 'Vanaspati', '1 L Pouch:155|5 L Jar:760', '', VANASPATI],
    ['NOT KNOWN', 'Loose Mustard Oil', null, '', { unitId: LITRE }],
    ['NOT KNOWN', 'Loose Groundnut Oil', null, '', { unitId: LITRE, hsn: '15089091' }],
  ]),
  group(1_605_000, GHEE, [
    ['Amul', 'Pure Ghee', '500 ml:330|1 L:650|5 L Tin:3300'],
    ['Amul', 'Cow Ghee', '500 ml:340|1 L:675'],
    ['Gowardhan', 'Cow Ghee', '500 ml:345|1 L:680'],
    ['Patanjali', "Cow's Ghee", '500 ml:350|1 L:690'],
    ['Mother Dairy', 'Cow Ghee', '500 ml:330|1 L:650'],
    ['Nandini', 'Ghee', '500 ml:320|1 L:630'],
    ['Aashirvaad', 'Svasti Pure Cow Ghee', '500 ml:330|1 L:650'],
    ['Aavin', 'Ghee', '500 ml:315|1 L:630'],
  ]),
  group(1_606_000, MASALA, [
    ['MDH', 'Deggi Mirch', '100 g:95|500 g:430', '', CHILLI],
    ['MDH', 'Kitchen King Masala', '100 g:90|500 g:415'],
    ['MDH', 'Chana Masala', '100 g:82'],
    ['MDH', 'Garam Masala', '100 g:98'],
    ['MDH', 'Kasoori Methi', '25 g:30|100 g:95', '', { hsn: '12119099' }],
    ['MDH', 'Pav Bhaji Masala', '100 g:80'],
    ['MDH', 'Chunky Chat Masala', '100 g:78'],
    ['MDH', 'Shahi Paneer Masala', '100 g:92'],
    ['MDH', 'Rajmah Masala', '100 g:80'],
    ['MDH', 'Meat Masala', '100 g:88'],
    ['Everest', 'Tikhalal Chilli Powder', '100 g:60|500 g:275', '', CHILLI],
    ['Everest', 'Turmeric Powder', '100 g:38|500 g:170', '', HALDI],
    ['Everest', 'Coriander Powder', '100 g:40|500 g:180', '', DHANIA],
    ['Everest', 'Jeera Powder', '100 g:70', '', JEERA],
    ['Everest', 'Kashmirilal Chilli Powder', '100 g:85', '', CHILLI],
    ['Everest', 'Garam Masala', '100 g:90'],
    ['Everest', 'Kitchen King Masala', '100 g:85'],
    ['Everest', 'Chhole Masala', '100 g:82'],
    ['Everest', 'Pav Bhaji Masala', '100 g:78'],
    ['Everest', 'Chaat Masala', '100 g:72'],
    ['Everest', 'Sambhar Masala', '100 g:78'],
    ['Everest', 'Shahi Biryani Masala', '50 g:58'],
    ['Everest', 'Compounded Asafoetida', '50 g:125', '', HING],
    ['Catch', 'Turmeric Powder', '100 g:40|200 g:78', '', HALDI],
    ['Catch', 'Red Chilli Powder', '100 g:58|200 g:110', '', CHILLI],
    ['Catch', 'Black Pepper Powder', '100 g:130', '', { hsn: '09041200' }],
    ['Catch', 'Chat Masala', '100 g:70'],
    ['Tata Sampann', 'Turmeric Powder', '100 g:45|200 g:85', '', HALDI],
    ['Tata Sampann', 'Chilli Powder', '100 g:60|200 g:115', '', CHILLI],
    ['Tata Sampann', 'Coriander Powder', '100 g:40|200 g:75', '', DHANIA],
    ['Tata Sampann', 'Garam Masala', '100 g:90'],
    ['Aachi', 'Chicken 65 Masala', '50 g:40'],
    ['Aachi', 'Sambar Powder', '100 g:60|200 g:115'],
    ['Aachi', 'Chilli Powder', '100 g:45|500 g:210', '', CHILLI],
    ['Aachi', 'Turmeric Powder', '100 g:35', '', HALDI],
    ['Aachi', 'Biryani Masala', '50 g:45'],
    ['Eastern', 'Sambar Powder', '100 g:58'],
    ['Eastern', 'Chicken Masala', '100 g:75'],
    ['Sakthi', 'Chilli Powder', '100 g:42|500 g:200', '', CHILLI],
    ['Sakthi', 'Turmeric Powder', '100 g:32', '', HALDI],
    ['Sakthi', 'Sambar Powder', '100 g:55'],
    ['Badshah', 'Pav Bhaji Masala', '100 g:78'],
    ['Badshah', 'Rajwadi Garam Masala', '100 g:95'],
    ['Badshah', 'Chana Masala', '100 g:75'],
  ]),
  group(1_607_000, LOOSE_SPICE, [
    ['NOT KNOWN', 'Loose Jeera (Cumin Seeds)', null, '', JEERA],
    ['NOT KNOWN', 'Loose Sabut Dhania (Coriander Seeds)', null, '', { hsn: '09092100' }],
    ['NOT KNOWN', 'Loose Rai (Mustard Seeds)', null, '', { hsn: '12075090' }],
    ['NOT KNOWN', 'Loose Saunf (Fennel Seeds)', null, '', { hsn: '09096131' }],
    ['NOT KNOWN', 'Loose Kali Mirch (Black Pepper)', null, '', { hsn: '09041130' }],
    ['NOT KNOWN', 'Loose Sabut Lal Mirch (Dry Red Chilli)', null, '', { hsn: '09042110' }],
    ['NOT KNOWN', 'Loose Haldi Powder', null, '', HALDI],
    ['NOT KNOWN', 'Loose Methi Dana (Fenugreek Seeds)', null, '', { hsn: '09109912' }],
    ['NOT KNOWN', 'Loose Elaichi (Green Cardamom)', null, '', { hsn: '09083120' }],
    ['NOT KNOWN', 'Loose Laung (Cloves)', null, '', { hsn: '09071020' }],
  ]),
  group(1_608_000, SALT, [
    ['Tata Salt', 'Iodised Salt', '1 kg:28'],
    ['Tata Salt', 'Lite Low Sodium Salt', '1 kg:45'],
    ['Tata Salt', 'Rock Salt', '1 kg:90'],
    ['Aashirvaad', 'Iodised Salt', '1 kg:25'],
    ['Annapurna', 'Iodised Salt', '1 kg:25'],
    ['Catch', 'Black Salt', '100 g:20'],
    ['Nirma', 'Shudh Iodised Salt', '1 kg:22'],
    ['Patanjali', 'Sendha Namak', '1 kg:60'],
    ['Madhur', 'Pure and Hygienic Sugar', '1 kg:60|5 kg:290', '', SUGAR],
    ['Dhampure', 'Refined Sugar', '1 kg:62|5 kg:295', '', SUGAR],
    ['Trust', 'Classic Sulphurless Sugar', '1 kg:65|5 kg:310', '', SUGAR],
    ['Uttam', 'Sugar', '1 kg:58', '', SUGAR],
    ['Dhampure', 'Brown Sugar', '500 g:95', '', SUGAR],
    ['Dhampure', 'Mishri Cubes', '500 g:90', '', SUGAR],
    ['Dhampure', 'Jaggery Powder', '500 g:80|1 kg:150', '', { ...SUGAR, ...GUR }],
    ['24 Mantra', 'Organic Jaggery', '1 kg:140', '', { ...SUGAR, ...GUR }],
    ['Patanjali', 'Desi Khand', '1 kg:90', '', SUGAR],
    ['NOT KNOWN', 'Loose Sugar', null, '', { ...SUGAR, unitId: KG }],
    ['NOT KNOWN', 'Loose Gur (Jaggery)', null, '', { ...GUR, unitId: KG }],
    ['NOT KNOWN', 'Loose Khada Namak (Crystal Salt)', null, '', { unitId: KG }],
  ]),
  group(1_609_000, TEA, [
    ['Tata Tea', 'Premium', '250 g:150|500 g:285|1 kg:560'],
    ['Tata Tea', 'Gold', '250 g:175|500 g:340|1 kg:660'],
    ['Tata Tea', 'Agni', '250 g:115|1 kg:420'],
    ['Tata Tea', 'Chakra Gold', '250 g:140|500 g:270'],
    ['Brooke Bond', 'Red Label Tea', '250 g:150|500 g:290|1 kg:570'],
    ['Brooke Bond', 'Taj Mahal Tea', '250 g:200|500 g:390|1 kg:760'],
    ['Brooke Bond', 'Taaza Tea', '250 g:120|1 kg:450'],
    ['Brooke Bond', '3 Roses Tea', '250 g:140|500 g:270'],
    ['Wagh Bakri', 'Premium Leaf Tea', '250 g:155|500 g:300|1 kg:590'],
    ['Wagh Bakri', 'Good Morning Tea', '250 g:165|500 g:320'],
    ['Society', 'Leaf Tea', '250 g:160|500 g:310'],
    ['Lipton', 'Honey Lemon Green Tea 25 Bags', 185, '', GREEN_TEA],
    ['Tetley', 'Green Tea Original 25 Bags', 165, '', GREEN_TEA],
    ['Organic India', 'Tulsi Green Tea 25 Bags', 185, '', GREEN_TEA],
    ['Nescafe', 'Classic Instant Coffee', '45 g Jar:190|100 g Jar:380|200 g Jar:725', '', INSTANT_COFFEE],
    ['Nescafe', 'Sunrise Premium Instant Coffee', '100 g:320|200 g:610', '', INSTANT_COFFEE],
    ['Nescafe', 'Gold Blend Instant Coffee', '50 g:390|100 g:700', '', INSTANT_COFFEE],
    ['Bru', 'Instant Coffee', '50 g:170|100 g:330|200 g:630', '', INSTANT_COFFEE],
    ['Bru', 'Gold Instant Coffee', '50 g:260|100 g:480', '', INSTANT_COFFEE],
    ['Bru', 'Green Label Filter Coffee', '500 g:295', '', FILTER_COFFEE],
    ['Continental', 'Xtra Instant Coffee', '50 g:150|100 g:290', '', INSTANT_COFFEE],
    ['Davidoff', 'Rich Aroma Instant Coffee', '100 g:699', '', INSTANT_COFFEE],
    ['Narasus', 'Filter Coffee', '200 g:190|500 g:450', '', FILTER_COFFEE],
    ['Cothas', 'Coffee', '500 g:310', '', FILTER_COFFEE],
  ]),
  group(1_610_000, NUTS, [
    ['Happilo', 'Premium Californian Almonds', '200 g:299|500 g:699|1 kg:1299'],
    ['Happilo', 'Premium Whole Cashews', '200 g:299|500 g:699', '', CASHEW],
    ['Happilo', 'Seedless Green Raisins', '250 g:199|500 g:379', '', RAISIN],
    ['Happilo', 'Roasted and Salted Pistachios', '200 g:399', '', PISTA],
    ['Happilo', 'Walnut Kernels', '200 g:449', '', WALNUT],
    ['Nutraj', 'California Almonds', '200 g:280|500 g:650|1 kg:1250'],
    ['Nutraj', 'Cashew W320', '200 g:290|500 g:680', '', CASHEW],
    ['Nutraj', 'Afghani Raisins', '250 g:199', '', RAISIN],
    ['Nutraj', 'Anjeer (Dried Figs)', '200 g:475', '', FIG],
    ['Vedaka', 'Popular Almonds', '500 g:599', '', {}],
    ['Lion', 'Seedless Dates', '500 g:225', '', DATES],
    ['Farmley', 'Premium Cashews', '200 g:299', '', CASHEW],
    ['NOT KNOWN', 'Loose Almonds (Badam)', null, '', { unitId: KG }],
    ['NOT KNOWN', 'Loose Cashews (Kaju)', null, '', { ...CASHEW, unitId: KG }],
    ['NOT KNOWN', 'Loose Raisins (Kishmish)', null, '', { ...RAISIN, unitId: KG }],
    ['NOT KNOWN', 'Loose Pistachios (Pista)', null, '', { ...PISTA, unitId: KG }],
    ['NOT KNOWN', 'Loose Walnuts (Akhrot)', null, '', { ...WALNUT, unitId: KG }],
    ['NOT KNOWN', 'Loose Dates (Khajur)', null, '', { ...DATES, unitId: KG }],
    ['NOT KNOWN', 'Loose Anjeer', null, '', { ...FIG, unitId: KG }],
  ]),
  group(1_611_000, VEG, [
    ['NOT KNOWN', 'Potato (Aloo)', null, '', { hsn: '07019000' }],
    ['NOT KNOWN', 'Onion (Pyaz)', null, '', { hsn: '07031010' }],
    ['NOT KNOWN', 'Tomato', null, '', { hsn: '07020000' }],
    ['NOT KNOWN', 'Garlic (Lehsun)', null, '', { hsn: '07032000' }],
    ['NOT KNOWN', 'Ginger (Adrak)', null, '', { hsn: '09101110' }],
    ['NOT KNOWN', 'Green Chilli', null, '', { hsn: '07096010' }],
    ['NOT KNOWN', 'Cauliflower (Gobi)', null, '', { hsn: '07041000' }],
    ['NOT KNOWN', 'Cabbage (Patta Gobi)', null, '', { hsn: '07049010' }],
    ['NOT KNOWN', 'Brinjal (Baingan)', null, '', { hsn: '07093000' }],
    ['NOT KNOWN', 'Okra (Bhindi)', null],
    ['NOT KNOWN', 'Carrot (Gajar)', null, '', { hsn: '07061000' }],
    ['NOT KNOWN', 'Green Peas (Matar)', null, '', { hsn: '07081000' }],
    ['NOT KNOWN', 'Spinach (Palak)', null, '', { hsn: '07097000' }],
    ['NOT KNOWN', 'Bottle Gourd (Lauki)', null],
    ['NOT KNOWN', 'Cucumber (Kheera)', null, '', { hsn: '07070000' }],
    ['NOT KNOWN', 'Coriander Leaves (Dhaniya Patta)', null],
    ['NOT KNOWN', 'Lemon (Nimbu)', null, '', { hsn: '08055000' }],
    ['NOT KNOWN', 'Banana (Kela)', null, '', { hsn: '08039010', unitId: DOZEN }],
    ['NOT KNOWN', 'Apple (Shimla)', null, '', { hsn: '08081000' }],
    ['NOT KNOWN', 'Mango (Alphonso)', null, '', { hsn: '08045020' }],
    ['NOT KNOWN', 'Orange (Santra)', null, '', { hsn: '08051000' }],
    ['NOT KNOWN', 'Grapes (Angoor)', null, '', { hsn: '08061000' }],
    ['NOT KNOWN', 'Papaya', null, '', { hsn: '08072000' }],
    ['NOT KNOWN', 'Pomegranate (Anar)', null, '', { hsn: '08109010' }],
    ['NOT KNOWN', 'Watermelon (Tarbooz)', null, '', { hsn: '08071100' }],
    ['NOT KNOWN', 'Guava (Amrood)', null, '', { hsn: '08045040' }],
    ['NOT KNOWN', 'Tender Coconut', null, '', { hsn: '08011910', unitId: 1 }],
  ]),
  group(1_612_000, FROZEN, [
    ['Safal', 'Frozen Green Peas', '500 g:110|1 kg:200'],
    ['Safal', 'Frozen Sweet Corn', '500 g:120'],
    ['Safal', 'Frozen Mixed Vegetables', '500 g:115'],
    ['McCain', 'French Fries', '420 g:120|750 g:200|1.5 kg:360', '', { hsn: '20041000' }],
    ['McCain', 'Aloo Tikki', '400 g:125', '', { hsn: '20041000' }],
    ['McCain', 'Smiles', '415 g:135', '', { hsn: '20041000' }],
  ]),
]);
