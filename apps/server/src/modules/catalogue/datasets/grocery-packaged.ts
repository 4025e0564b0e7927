// Catalogue: beverages, dairy and bakery, packaged and ready-to-eat food (super category 'Grocery & FMCG').
// Id range 1_800_000–1_899_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: aerated, sugary and caffeinated drinks 40%; packaged water, fruit juices and fruit drinks,
// malt and cocoa drinks, butter, cheese, curd, ice cream, noodles, sauces, jams, pickles, cereals 5%;
// fresh and UHT milk, paneer, bread, eggs and papad nil.

import { catalogueFile, group, type Kind } from './expand.js';

const AERATED: Kind = { categoryId: 59, hsn: '22021010', gst: 4000 };
const ENERGY = { hsn: '22029910' };
const FRUIT_DRINK = { hsn: '22029920', gst: 500 };
const JUICE = { hsn: '20098990', gst: 500 };
const WATER = { hsn: '22011010', gst: 500 };
const MALT = { hsn: '19019010', gst: 500 };
const COCOA_DRINK = { hsn: '18069010', gst: 500 };
const DRINK_MIX = { hsn: '21069019', gst: 500 };
const MILK_DRINK = { hsn: '22029930', gst: 500 };

const MILK: Kind = { categoryId: 60, hsn: '04012000', gst: 0 };
const CURD = { hsn: '04039010', gst: 500 };
const PANEER = { hsn: '04061000', gst: 0 };
const BUTTER = { hsn: '04051000', gst: 500 };
const CHEESE = { hsn: '04069000', gst: 500 };
const CREAM = { hsn: '04015000', gst: 500 };
const CONDENSED = { hsn: '04029920', gst: 500 };
const MILK_POWDER = { hsn: '04022110', gst: 500 };
const ICE_CREAM = { hsn: '21050000', gst: 500 };
const BREAD = { hsn: '19059010', gst: 0 };
const CAKE = { hsn: '19059090', gst: 500 };
const EGGS = { hsn: '04072100', gst: 0 };

const FOOD: Kind = { categoryId: 61, hsn: '19023010', gst: 500 };
const PASTA = { hsn: '19021900' };
const SOUP = { hsn: '21041010' };
const SAUCE = { hsn: '21032000' };
const SAUCE_OTHER = { hsn: '21039090' };
const JAM = { hsn: '20079910' };
const PICKLE = { hsn: '20019000' };
const HONEY = { hsn: '04090000' };
const READY_MEAL = { hsn: '21069099' };
const MIX = { hsn: '19012000' };
const CEREAL = { hsn: '19041010' };
const OATS = { hsn: '11041200' };
const PEANUT_BUTTER = { hsn: '20081100' };
const PAPAD = { hsn: '19059040', gst: 0 };

const COLA = '250 ml:20|750 ml:40|1.25 L:65|2.25 L:100';

export const groceryPackaged = catalogueFile('grocery-packaged', 1_800_000, 1_899_999, [
  group(1_800_000, AERATED, [
    ['Coca-Cola', 'Original Taste Soft Drink', `300 ml Can:40|${COLA}`],
    ['Thums Up', 'Soft Drink', `300 ml Can:40|${COLA}`],
    ['Sprite', 'Lime Soft Drink', COLA],
    ['Limca', 'Lemon Soft Drink', COLA],
    ['Fanta', 'Orange Soft Drink', COLA],
    ['Pepsi', 'Soft Drink', `250 ml Can:30|${COLA}`],
    ['7Up', 'Lemon Soft Drink', COLA],
    ['Mirinda', 'Orange Soft Drink', COLA],
    ['Mountain Dew', 'Soft Drink', COLA],
    ['Campa', 'Cola', '200 ml:10|500 ml:20|1 L:40|2 L:80'],
    ['Appy Fizz', 'Sparkling Apple Drink', '250 ml:20|600 ml:40|1.2 L:70'],
    ['Sting', 'Energy Drink', '250 ml:20', '', ENERGY],
    ['Red Bull', 'Energy Drink', '250 ml:125', '', ENERGY],
    ['Monster', 'Energy Drink', '350 ml:125', '', ENERGY],
    ['Maaza', 'Mango Drink', '250 ml:20|600 ml:40|1.2 L:70|1.75 L:99', '', FRUIT_DRINK],
    ['Frooti', 'Mango Drink', '160 ml:10|600 ml:40|1.2 L:70', '', FRUIT_DRINK],
    ['Slice', 'Mango Drink', '600 ml:40|1.2 L:70', '', FRUIT_DRINK],
    ['Paper Boat', 'Aamras', '250 ml:35', '', FRUIT_DRINK],
    ['Paper Boat', 'Coconut Water', '200 ml:50', '', FRUIT_DRINK],
    ['Real', 'Fruit Power Mixed Fruit Juice', '180 ml:25|1 L:130', '', JUICE],
    ['Real', 'Fruit Power Guava Juice', '1 L:125', '', JUICE],
    ['Tropicana', '100% Orange Juice', '1 L:135', '', JUICE],
    ['Tropicana', 'Mixed Fruit Delight', '1 L:120', '', JUICE],
    ['B Natural', 'Mixed Fruit Juice', '1 L:120', '', JUICE],
    ['Bisleri', 'Packaged Drinking Water', '500 ml:10|1 L:20|2 L:30|5 L:70|20 L Jar:100', '', WATER],
    ['Kinley', 'Packaged Drinking Water', '1 L:20|2 L:30', '', WATER],
    ['Aquafina', 'Packaged Drinking Water', '1 L:20', '', WATER],
    ['Bailley', 'Packaged Drinking Water', '1 L:20', '', WATER],
    ['Himalayan', 'Natural Mineral Water', '500 ml:40|1 L:60', '', WATER],
    ['Horlicks', 'Classic Malt Health Drink', '500 g Jar:270|1 kg Refill:440', '', MALT],
    ['Boost', 'Health Drink', '500 g Jar:260|1 kg Refill:450', '', MALT],
    ['Complan', 'Royale Chocolate Nutrition Drink', '500 g:340', '', MALT],
    ['Cadbury', 'Bournvita Chocolate Health Drink', '500 g Jar:260|1 kg Refill:480', '', COCOA_DRINK],
    ['Tang', 'Orange Instant Drink Mix', '500 g:160', '', DRINK_MIX],
    ['Rooh Afza', 'Sharbat', '750 ml:185', '', DRINK_MIX],
    ['Amul', 'Kool Koko Chocolate Milk', '200 ml:25', '', MILK_DRINK],
    ['Amul', 'Kool Kesar Flavoured Milk', '200 ml:25', '', MILK_DRINK],
    ['Amul', 'Kool Cafe', '200 ml:30', '', MILK_DRINK],
  ]),
  group(1_801_000, MILK, [
    ['Amul', 'Taaza Toned Milk', '500 ml:28|1 L:56'],
    ['Amul', 'Gold Full Cream Milk', '500 ml:34|1 L:68'],
    ['Amul', 'Taaza UHT Toned Milk Tetra Pack', '1 L:77'],
    ['Mother Dairy', 'Toned Milk', '500 ml:28|1 L:56'],
    ['Mother Dairy', 'Full Cream Milk', '500 ml:34|1 L:68'],
    ['Nandini', 'Toned Milk', '500 ml:24|1 L:47'],
    ['Aavin', 'Toned Milk', '500 ml:22|1 L:44'],
    ['Heritage', 'Toned Milk', '500 ml:28'],
    ['Gokul', 'Full Cream Milk', '500 ml:36'],
    ['Amul', 'Masti Dahi', '400 g:35|1 kg:77', '', CURD],
    ['Mother Dairy', 'Dahi', '400 g:35|1 kg:75', '', CURD],
    ['Nandini', 'Curd', '500 g:28', '', CURD],
    ['Amul', 'Masti Spiced Buttermilk', '500 ml:16', '', CURD],
    ['Amul', 'Lassi', '200 ml:20', '', CURD],
    ['Amul', 'Fresh Paneer', '200 g:95|1 kg:440', '', PANEER],
    ['Mother Dairy', 'Paneer', '200 g:95', '', PANEER],
    ['Amul', 'Butter', '100 g:60|500 g:285', '', BUTTER],
    ['Mother Dairy', 'Butter', '100 g:58|500 g:280', '', BUTTER],
    ['Nandini', 'Butter', '100 g:55|500 g:270', '', BUTTER],
    ['Amul', 'Cheese Slices', '200 g:140|750 g:470', '', CHEESE],
    ['Amul', 'Processed Cheese Block', '400 g:230', '', CHEESE],
    ['Amul', 'Pizza Mozzarella Cheese', '200 g:120', '', CHEESE],
    ['Britannia', 'Cheese Slices', '200 g:140', '', CHEESE],
    ['Go', 'Cheese Slices', '200 g:135', '', CHEESE],
    ['Amul', 'Fresh Cream', '250 ml:70', '', CREAM],
    ['Nestle', 'Milkmaid Sweetened Condensed Milk', '400 g:165', '', CONDENSED],
    ['Amul', 'Mithai Mate', '400 g:140', '', CONDENSED],
    ['Amul', 'Sagar Skimmed Milk Powder', '500 g:230|1 kg:440', '', MILK_POWDER],
    ['Nestle', 'Everyday Dairy Whitener', '400 g:220|1 kg:480', '', MILK_POWDER],
    ['Amulya', 'Dairy Whitener', '500 g:255', '', MILK_POWDER],
    ['Amul', 'Vanilla Magic Ice Cream', '1 L:140', '', ICE_CREAM],
    ['Amul', 'Rajbhog Ice Cream', '1 L:180', '', ICE_CREAM],
    ["Kwality Wall's", 'Cornetto Double Chocolate', '105 ml:50', '', ICE_CREAM],
    ["Kwality Wall's", 'Magnum Almond', '80 ml:100', '', ICE_CREAM],
    ['Havmor', 'Kaju Draksh Ice Cream', '1 L:230', '', ICE_CREAM],
    ['Vadilal', 'Badam Carnival Ice Cream', '1 L:220', '', ICE_CREAM],
    ['Britannia', '100% Whole Wheat Bread', '400 g:55', '', BREAD],
    ['Britannia', 'Brown Bread', '400 g:55', '', BREAD],
    ['Modern', 'White Bread', '400 g:45', '', BREAD],
    ['Harvest Gold', 'White Bread', '400 g:45|700 g:60', '', BREAD],
    ['Harvest Gold', 'Pav', '6 pcs:30', '', BREAD],
    ['English Oven', 'Sandwich Bread', '400 g:50', '', BREAD],
    ['Britannia', 'Fruit Cake', '60 g:10|250 g:80', '', CAKE],
    ['Britannia', 'Gobbles Chocolate Cake', '65 g:20', '', CAKE],
    ['Winkies', 'Fruit Cake', '140 g:45', '', CAKE],
    ['NOT KNOWN', 'Eggs (Tray of 30)', null, '', EGGS],
    ['NOT KNOWN', 'Eggs', null, '', { ...EGGS, unitId: 7 }],
    ['NOT KNOWN', 'Loose Cow Milk', null, '', { unitId: 12 }],
    ['NOT KNOWN', 'Loose Buffalo Milk', null, '', { unitId: 12 }],
  ]),
  group(1_802_000, FOOD, [
    ['Maggi', '2-Minute Masala Noodles', '70 g:14|280 g:56|560 g:108'],
    ['Maggi', 'Atta Noodles', '72.5 g:20|290 g:78'],
    ['Maggi', 'Special Masala Noodles', '280 g:64'],
    ['Sunfeast', 'Yippee! Magic Masala Noodles', '60 g:12|240 g:48'],
    ['Top Ramen', 'Curry Noodles', '70 g:15|280 g:60'],
    ["Ching's Secret", 'Schezwan Instant Noodles', '60 g:20|240 g:80'],
    ['Sunfeast', 'Pasta Treat Masala', '70 g:25', '', PASTA],
    ['Bambino', 'Vermicelli', '400 g:50', '', PASTA],
    ['Knorr', 'Classic Thick Tomato Soup', '53 g:65', '', SOUP],
    ['Knorr', 'Hot and Sour Veg Soup', '43 g:65', '', SOUP],
    ["Ching's Secret", 'Manchow Instant Soup', '55 g:55', '', SOUP],
    ['Kissan', 'Fresh Tomato Ketchup', '500 g:140|950 g:180', '', SAUCE],
    ['Maggi', 'Rich Tomato Ketchup', '500 g:130|1 kg:210', '', SAUCE],
    ['Maggi', 'Hot and Sweet Tomato Chilli Sauce', '500 g:140', '', SAUCE],
    ['Del Monte', 'Tomato Ketchup', '950 g:165', '', SAUCE],
    ["Ching's Secret", 'Schezwan Chutney', '250 g:95', '', SAUCE_OTHER],
    ['Veeba', 'Eggless Mayonnaise', '250 g:99|1 kg:299', '', SAUCE_OTHER],
    ['Funfoods', 'Veg Mayonnaise', '275 g:99', '', SAUCE_OTHER],
    ['Maggi', 'Masala-ae-Magic Sachet', '6 g:5', '', SAUCE_OTHER],
    ['Kissan', 'Mixed Fruit Jam', '200 g:85|500 g:180', '', JAM],
    ["Mother's Recipe", 'Mango Pickle', '500 g:160', '', PICKLE],
    ['Priya', 'Avakaya Mango Pickle', '300 g:140', '', PICKLE],
    ["Nilon's", 'Mixed Pickle', '400 g:120', '', PICKLE],
    ['Bedekar', 'Mango Pickle', '400 g:150', '', PICKLE],
    ['Dabur', 'Honey', '250 g:125|500 g:230|1 kg:410', '', HONEY],
    ['Saffola', 'Honey', '500 g:225', '', HONEY],
    ['Patanjali', 'Honey', '500 g:160|1 kg:300', '', HONEY],
    ['MTR', 'Ready to Eat Paneer Butter Masala', '300 g:140', '', READY_MEAL],
    ['MTR', 'Ready to Eat Dal Makhani', '300 g:120', '', READY_MEAL],
    ["Haldiram's", 'Minute Khana Dal Makhani', '300 g:120', '', READY_MEAL],
    ['MTR', 'Rava Idli Mix', '500 g:145', '', MIX],
    ['MTR', 'Gulab Jamun Mix', '175 g:125', '', MIX],
    ['Gits', 'Khaman Dhokla Mix', '180 g:85', '', MIX],
    ["Kellogg's", 'Corn Flakes Original', '250 g:110|475 g:210', '', CEREAL],
    ["Kellogg's", 'Chocos', '375 g:200', '', CEREAL],
    ["Kellogg's", 'Muesli Fruit and Nut', '500 g:375', '', CEREAL],
    ['Saffola', 'Masala Oats Classic Masala', '38 g:15|500 g:195', '', OATS],
    ['Quaker', 'Oats', '1 kg:200', '', OATS],
    ["Bagrry's", 'White Oats', '1 kg:199', '', OATS],
    ['Pintola', 'All Natural Peanut Butter Crunchy', '1 kg:499', '', PEANUT_BUTTER],
    ['Sundrop', 'Peanut Butter Creamy', '462 g:225', '', PEANUT_BUTTER],
    ['Lijjat', 'Udad Papad', '200 g:70', '', PAPAD],
    ['Weikfield', 'Custard Powder Vanilla', '100 g:60', '', { hsn: '21069099' }],
    ['Funfoods', 'Pizza Pasta Sauce', '325 g:125', '', SAUCE_OTHER],
  ]),
]);
