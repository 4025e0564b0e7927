// Catalogue: two-wheeler and car spares, tyres, lubricants, batteries, accessories, helmets, car care and
// auto electricals (super category 'Auto Parts').
// Id range 3_300_000–3_399_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: motor vehicle parts (8708, 8714) moved to a uniform 18%; tyres and lead-acid batteries from 28%
// to 18%; lubricants, helmets, electricals and car care products 18%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const BIKE: Kind = { categoryId: 160, hsn: '87141090', gst: 1800 };
const SPARK_PLUG = { hsn: '85111000' };
const FILTER = { hsn: '84213100' };
const CAR: Kind = { categoryId: 161, hsn: '87089900', gst: 1800 };
const BRAKE = { hsn: '87083000' };
const CLUTCH = { hsn: '87089300' };
const SUSPENSION = { hsn: '87088000' };
const OIL_FILTER = { hsn: '84212300' };
const WIPER = { hsn: '85124000' };
const TYRE: Kind = { categoryId: 162, hsn: '40111010', gst: 1800 };
const BIKE_TYRE = { hsn: '40114000' };
const TUBE = { hsn: '40131020' };
const OIL: Kind = { categoryId: 163, hsn: '27101980', gst: 1800 };
const BRAKE_FLUID = { hsn: '38190010' };
const COOLANT = { hsn: '38200000' };
const BATTERY: Kind = { categoryId: 164, hsn: '85071000', gst: 1800 };
const CAR_ACCESSORY: Kind = { categoryId: 165, hsn: '87089900', gst: 1800 };
const PLASTIC = { hsn: '39269099' };
const ELECTRONIC = { hsn: '85258900' };
const AUDIO = { hsn: '85272100' };
const COVER = { hsn: '63079090', gst: upTo2500 };
const BIKE_ACCESSORY: Kind = { categoryId: 166, hsn: '87141090', gst: 1800 };
const HELMET: Kind = { categoryId: 167, hsn: '65061090', gst: 1800 };
const CARE: Kind = { categoryId: 168, hsn: '34059090', gst: 1800 };
const CLEANER = { hsn: '34022090' };
const LUBRICANT = { hsn: '34031900' };
const LIGHTS: Kind = { categoryId: 169, hsn: '85122010', gst: 1800 };
const BULB = { hsn: '85392120' };
const HORN = { hsn: '85123010' };
const RELAY = { hsn: '85364900' };
const STARTER = { hsn: '85114000' };

const BIKES =
  'for Splendor Plus|for HF Deluxe|for Pulsar 150|for Activa 6G|for Apache RTR 160|for Shine 125|for Classic 350';
const CARS =
  'for Maruti Swift|for Maruti Alto 800|for Maruti WagonR|for Hyundai i20|for Hyundai Creta|for Tata Nexon';
const HELMET_SIZES = 'Medium 580 mm|Large 600 mm';

export const auto = catalogueFile('auto', 3_300_000, 3_399_999, [
  group(3_300_000, BIKE, [
    ['NOT KNOWN', 'Brake Shoe Set', 220, BIKES],
    ['NOT KNOWN', 'Clutch Cable', 120, BIKES],
    ['NOT KNOWN', 'Accelerator Cable', 110, BIKES],
    ['NOT KNOWN', 'Side Mirror Set', 250, BIKES],
    ['Rolon', 'Chain Sprocket Kit', 1100, BIKES],
    ['Hero Genuine Parts', 'Brake Shoe Set Splendor Plus', 240],
    ['Hero Genuine Parts', 'Air Filter Splendor Plus', 180, '', FILTER],
    ['Bajaj Genuine Parts', 'Clutch Plate Set Pulsar 150', 650],
    ['Bajaj Genuine Parts', 'Disc Brake Pads Pulsar 150', 450, '', BRAKE],
    ['TVS Genuine Parts', 'Air Filter Apache RTR 160', 350, '', FILTER],
    ['Honda Genuine Parts', 'Air Filter Activa 6G', 320, '', FILTER],
    ['Honda Genuine Parts', 'Drive Belt Activa 6G', 850],
    ['NGK', 'Spark Plug CPR8EA-9', 150, '', SPARK_PLUG],
    ['Bosch', 'Spark Plug UR4AC', 110, '', SPARK_PLUG],
    ['Uno Minda', 'Headlight Assembly Activa', 1200],
    ['NOT KNOWN', 'Front Mudguard Splendor Plus', 450],
  ]),
  group(3_301_000, CAR, [
    ['Bosch', 'Oil Filter', 299, CARS, OIL_FILTER],
    ['Bosch', 'Air Filter', 399, CARS, FILTER],
    ['Bosch', 'Cabin AC Filter', 450, CARS, FILTER],
    ['TVS Girling', 'Front Brake Pad Set', 1100, CARS, BRAKE],
    ['Valeo', 'Clutch Kit', 4500, 'for Maruti Swift|for Maruti Alto 800|for Hyundai i20', CLUTCH],
    [
      'Gabriel',
      'Front Shock Absorber',
      2500,
      'for Maruti Swift|for Hyundai i20|for Maruti WagonR',
      SUSPENSION,
    ],
    ['Maruti Suzuki Genuine Parts', 'Oil Filter Swift Dzire', 250, '', OIL_FILTER],
    ['Maruti Suzuki Genuine Parts', 'Brake Pad Set Alto 800', 1200, '', BRAKE],
    ['Hyundai Mobis', 'Air Filter i20', 450, '', FILTER],
    ['Hyundai Mobis', 'Oil Filter Creta', 280, '', OIL_FILTER],
    ['NGK', 'Car Spark Plug BKR6E', 250, '', SPARK_PLUG],
    ['Bosch', 'Clear Advantage Wiper Blade', '14 inch:399|16 inch:449|20 inch:549|22 inch:599', '', WIPER],
    ['Uno Minda', 'Fuel Pump Assembly Maruti Swift', 3499],
  ]),
  group(3_302_000, TYRE, [
    ['MRF', 'ZVTV 165/80 R14 Tubeless Car Tyre', 5500],
    ['MRF', 'Wanderer Street 215/60 R16 Tubeless Car Tyre', 8999],
    ['Apollo', 'Alnac 4G 185/65 R15 Tubeless Car Tyre', 6200],
    ['CEAT', 'Milaze X3 155/80 R13 Tubeless Car Tyre', 3900],
    ['JK Tyre', 'UX Royale 175/65 R14 Tubeless Car Tyre', 4800],
    ['Bridgestone', 'B290 165/80 R14 Tubeless Car Tyre', 4999],
    ['Michelin', 'XM2+ 185/65 R15 Tubeless Car Tyre', 7500],
    ['Yokohama', 'Earth-1 185/65 R15 Tubeless Car Tyre', 6800],
    ['MRF', 'Nylogrip Zapper 100/90-17 Tubeless Bike Tyre', 2100, '', BIKE_TYRE],
    ['MRF', 'Masseter 3.00-18 Bike Tyre', 1700, '', BIKE_TYRE],
    ['CEAT', 'Zoom Rad 110/80-17 Tubeless Bike Tyre', 2400, '', BIKE_TYRE],
    ['TVS Eurogrip', 'Jumbo 90/100-10 Tubeless Scooter Tyre', 1450, '', BIKE_TYRE],
    ['Apollo', 'Actigrip R3 140/70-17 Tubeless Bike Tyre', 3200, '', BIKE_TYRE],
    ['MRF', 'Bike Tube 3.00-18', 300, '', TUBE],
    ['Apollo', 'Bike Tube 2.75-18', 280, '', TUBE],
    ['CEAT', 'Car Tube 145 R13', 550, '', TUBE],
  ]),
  group(3_303_000, OIL, [
    ['Castrol', 'Activ 4T 20W-40 Engine Oil', '900 ml:390|1 L:430'],
    ['Castrol', 'Power1 4T 10W-30 Engine Oil 1 L', 520],
    ['Castrol', 'GTX 20W-50 Engine Oil 3.5 L', 1650],
    ['Castrol', 'Magnatec 5W-30 Engine Oil 3.5 L', 2800],
    ['Castrol', 'Edge 5W-30 Engine Oil 3.5 L', 3600],
    ['Castrol', 'CRB Turbomax 15W-40 Diesel Engine Oil 7.5 L', 3400],
    ['Castrol', 'Super 2T Oil 500 ml', 180],
    ['Servo', '4T Xtra 20W-40 Engine Oil', '900 ml:340|1 L:375'],
    ['Servo', 'Futura G+ 5W-30 Engine Oil 3.5 L', 2100],
    ['Servo', 'Superdiesel 15W-40 Engine Oil 7.5 L', 2800],
    ['Servo', '2T Supreme Oil 500 ml', 160],
    ['Servo', 'MP Grease 500 g', 220, '', LUBRICANT],
    ['Mobil', 'Super Moto 20W-40 Engine Oil 1 L', 380],
    ['Mobil', '1 0W-40 Synthetic Engine Oil 4 L', 4800],
    ['Shell', 'Advance AX7 10W-30 Engine Oil 1 L', 480],
    ['Shell', 'Helix HX7 10W-30 Engine Oil 3.5 L', 2600],
    ['Gulf', 'Pride 4T Plus 20W-40 Engine Oil 1 L', 390],
    ['Motul', '3100 Gold 4T 10W-40 Engine Oil 1 L', 620],
    ['Motul', '7100 4T 10W-50 Synthetic Engine Oil 1 L', 1100],
    ['HP', 'Racer4 20W-40 Engine Oil 1 L', 340],
    ['Castrol', 'Axle EPX 80W-90 Gear Oil 1 L', 499],
    ['Castrol', 'Brake Fluid DOT 4 250 ml', 200, '', BRAKE_FLUID],
    ['Servo', 'Brake Fluid DOT 3 250 ml', 160, '', BRAKE_FLUID],
    ['Castrol', 'Radicool Coolant 1 L', 450, '', COOLANT],
  ]),
  group(3_304_000, BATTERY, [
    ['Exide', 'Mileage ML38B20L 35Ah Car Battery', 4800],
    ['Exide', 'Matrix MT40B20L 35Ah Car Battery', 5900],
    ['Exide', 'Xplore XLTZ4A 3Ah Bike Battery', 1450],
    ['Exide', 'Xplore XLTZ5A 5Ah Bike Battery', 1900],
    ['Exide', 'Xpress XP1500 150Ah Truck Battery', 11500],
    ['Amaron', 'Pro 55B24LS 45Ah Car Battery', 6500],
    ['Amaron', 'Hi Life Pro 65D23L 65Ah Car Battery', 7000],
    ['Amaron', 'Pro Bike Rider ETZ5L 5Ah Bike Battery', 1950],
    ['Amaron', 'Hi Way 100Ah Truck Battery', 9500],
    ['SF Sonic', 'Flash Start 50Ah Car Battery', 5600],
    ['Bosch', 'S4 55Ah Car Battery', 6200],
    ['Tata Green', '45Ah Car Battery', 5200],
    ['Livguard', '35Ah Car Battery', 4600],
  ]),
  group(3_305_000, CAR_ACCESSORY, [
    ['NOT KNOWN', 'Leatherette Car Seat Covers Full Set', 4999, CARS, { hsn: '94019900' }],
    ['NOT KNOWN', '3D Car Floor Mats', 2499, CARS, { hsn: '40169100' }],
    ['NOT KNOWN', 'Car Body Cover', 999, CARS, COVER],
    ['NOT KNOWN', 'Steering Wheel Cover', 399, 'Black|Beige|Brown'],
    ['Portronics', 'Clamp X Car Mobile Holder', 499, '', PLASTIC],
    ['Ambi Pur', 'Car Vent Air Freshener', 299, 'Aqua|Lavender', { hsn: '33074900' }],
    ['Godrej aer', 'Twist Car Air Freshener', 399, 'Fresh Lush Green|Cool Surf Blue', { hsn: '33074900' }],
    ['70mai', 'A200 Dash Cam', 5999, '', ELECTRONIC],
    ['Qubo', 'Dashcam Pro 3K', 4990, '', ELECTRONIC],
    ['Qubo', 'Smart Tyre Inflator', 2990, '', { hsn: '84144090' }],
    ['NOT KNOWN', 'Car Vacuum Cleaner 12V', 1499, '', { hsn: '85081900' }],
    ['NOT KNOWN', 'Car Window Sun Shades (Set of 4)', 499, '', PLASTIC],
    ['NOT KNOWN', 'Car Neck Rest Pillow (Pair)', 699, '', { hsn: '94049099' }],
    ['NOT KNOWN', 'Reverse Parking Camera', 1999, '', ELECTRONIC],
    ['Blaupunkt', 'Car Stereo with Bluetooth', 6990, '', AUDIO],
    ['Pioneer', 'DEH-S1250UB Car Stereo', 5490, '', AUDIO],
    ['JBL', 'Stage 6.5 inch Car Speakers (Pair)', 3999, '', { hsn: '85182900' }],
  ]),
  group(3_306_000, BIKE_ACCESSORY, [
    ['NOT KNOWN', 'Bike Body Cover', 399, 'Universal|for Activa|for Classic 350', COVER],
    ['NOT KNOWN', 'Bike Mobile Holder with USB Charger', 699, '', PLASTIC],
    ['NOT KNOWN', 'Bike Seat Cover', 299, BIKES],
    ['NOT KNOWN', 'Scooter Leg Guard', 1200, 'for Activa 6G|for Jupiter|for Access 125'],
    ['NOT KNOWN', 'Crash Guard', 2500, 'for Classic 350|for Pulsar 150'],
    ['Rynox', 'Urban Riding Gloves', 1999, 'Medium|Large', { hsn: '62160090', gst: upTo2500 }],
    ['Rynox', 'Stealth Riding Jacket', 7999, 'Medium|Large', { hsn: '62019390', gst: upTo2500 }],
    ['Viaterra', 'Tank Bag', 1499, '', { hsn: '42029290' }],
    ['NOT KNOWN', 'Disc Brake Lock', 999, '', { hsn: '83013000' }],
  ]),
  group(3_307_000, HELMET, [
    ['Steelbird', 'SBA-1 Full Face Helmet', 1199, `Black|Red|White * ${HELMET_SIZES}`],
    ['Steelbird', 'Half Face Helmet', 699, 'Black|Grey'],
    ['Vega', 'Crux Open Face Helmet', 999, `Black|White * ${HELMET_SIZES}`],
    ['Vega', 'Off Road D/V Helmet', 2199, 'Black|Red'],
    ['Studds', 'Chrome Eco Full Face Helmet', 999, `Black|Grey * ${HELMET_SIZES}`],
    ['Studds', 'Ninja Elite Super D3 Helmet', 1999, 'Black|Red'],
    ['Studds', 'Shifter D1 Helmet', 2599],
    ['SMK', 'Stellar Full Face Helmet', 4400, HELMET_SIZES],
    ['Axor', 'Apex Full Face Helmet', 5500, HELMET_SIZES],
    ['LS2', 'FF352 Rookie Full Face Helmet', 4999, HELMET_SIZES],
    ['Royal Enfield', 'Open Face Helmet', 2950, 'Black|Olive'],
    ['Steelbird', 'Kids Helmet', 799, 'Blue|Pink'],
  ]),
  group(3_308_000, CARE, [
    ['3M', 'Car Shampoo 250 ml', 299, '', CLEANER],
    ['3M', 'Dashboard Polish 250 ml', 349],
    ['3M', 'Scratch Remover 100 g', 499],
    ['Formula 1', 'Carnauba Car Wax 230 g', 999],
    ['Turtle Wax', 'Super Hard Shell Paste Wax 397 g', 999],
    ["Meguiar's", 'Gold Class Car Wash 473 ml', 899, '', CLEANER],
    ['Armor All', 'Protectant 300 ml', 499],
    ['Abro', 'Tyre Shine 500 ml', 349],
    ['Wavex', 'Car Polish 350 g', 399],
    ['WD-40', 'Multi-purpose Spray', '170 g:360|420 ml:550', '', LUBRICANT],
    ['NOT KNOWN', 'Microfibre Cleaning Cloth (Pack of 3)', 299, '', { hsn: '63079090', gst: upTo2500 }],
    ['NOT KNOWN', 'Windshield Washer Fluid 1 L', 199, '', CLEANER],
    ['NOT KNOWN', 'Tubeless Tyre Puncture Repair Kit', 399, '', { hsn: '40169990' }],
    ['Karcher', 'K2 Compact Car Pressure Washer', 9999, '', { hsn: '84243000' }],
  ]),
  group(3_309_000, LIGHTS, [
    ['Philips', 'H4 12V 60/55W Halogen Headlight Bulb', 399, '', BULB],
    ['Philips', 'Ultinon LED H4 Headlight Bulb', 3499, '', BULB],
    ['Osram', 'Night Breaker H4 Halogen Bulb', 999, '', BULB],
    ['Uno Minda', 'Bike LED Headlight Bulb H4', 599, '', BULB],
    ['Roots', 'Windtone Horn 12V', 1250, '', HORN],
    ['Bosch', 'EC6 Horn 12V', 550, '', HORN],
    ['Hella', 'Horn Set 12V', 1599, '', HORN],
    ['Uno Minda', 'Flasher Relay 12V', 150, '', RELAY],
    ['Uno Minda', 'Regulator Rectifier', 450, '', { hsn: '85044090' }],
    ['Lumax', 'Tail Light Assembly Activa', 650],
    ['NOT KNOWN', 'Universal LED Fog Light (Pair)', 1999],
    ['NOT KNOWN', 'Car Blade Fuse Set (Pack of 10)', 99, '', { hsn: '85361090' }],
    ['Varroc', 'Self Starter Motor Splendor', 1800, '', STARTER],
    ['NOT KNOWN', 'Wiring Harness Splendor Plus', 650, '', { hsn: '85443000' }],
    ['NOT KNOWN', 'CDI Unit Splendor Plus', 650, '', { hsn: '85119000' }],
  ]),
]);
