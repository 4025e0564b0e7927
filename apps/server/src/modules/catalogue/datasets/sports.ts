// Catalogue: cricket, racquet and team sports, fitness, bicycles, outdoor gear, toys, board games,
// ride-ons and musical instruments (super category 'Sports & Toys').
// Id range 3_200_000–3_299_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: sports goods (9506 other than for general exercise), sports gloves, non-electronic toys,
// tricycles and pedal cars, board games and playing cards, fishing tackle, bicycles and their parts
// moved from 12% to 5%; exercise equipment, electronic toys, kit bags, western instruments 18%;
// handmade Indian instruments taken at 5%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const CRICKET: Kind = { categoryId: 150, hsn: '95069990', gst: 500 };
const CRICKET_BALL = { hsn: '95066990' };
const SPORT_GLOVES = { hsn: '42032100' };
const HELMET = { hsn: '65061090', gst: 1800 };
const KIT_BAG = { hsn: '42029290', gst: 1800 };
const RACQUET: Kind = { categoryId: 151, hsn: '95065990', gst: 500 };
const SHUTTLE = { hsn: '95069910' };
const TT = { hsn: '95064000' };
const TENNIS = { hsn: '95065100' };
const TENNIS_BALL = { hsn: '95066100' };
const TEAM: Kind = { categoryId: 152, hsn: '95066210', gst: 500 };
const STICK = { hsn: '95069920' };
const PUMP = { hsn: '84142010', gst: 1800 };
const FITNESS: Kind = { categoryId: 153, hsn: '95069110', gst: 1800 };
const CYCLE: Kind = { categoryId: 154, hsn: '87120010', gst: 500 };
const CYCLE_PART = { hsn: '87149990' };
const CYCLE_TUBE = { hsn: '40132000' };
const E_CYCLE = { hsn: '87116010' };
const OUTDOOR: Kind = { categoryId: 155, hsn: '95069990', gst: 500 };
const TENT = { hsn: '63062200', gst: upTo2500 };
const CAMP_18 = { gst: 1800 };
const TOY: Kind = { categoryId: 156, hsn: '95030030', gst: 500 };
const ELECTRONIC_TOY = { hsn: '95030090', gst: 1800 };
const GAME: Kind = { categoryId: 157, hsn: '95049090', gst: 500 };
const CARDS = { hsn: '95044000' };
const RIDE_ON: Kind = { categoryId: 158, hsn: '95030010', gst: 500 };
const ELECTRIC_RIDE = { gst: 1800 };
const MUSIC: Kind = { categoryId: 159, hsn: '92079000', gst: 1800 };
const GUITAR = { hsn: '92029000' };
const INDIAN = { hsn: '92060000', gst: 500 };
const HARMONIUM = { hsn: '92059090', gst: 500 };
const FLUTE = { hsn: '92059010', gst: 500 };

const BAT = 'Size 4:999|Size 6:1299|Full Size SH:1999';

export const sports = catalogueFile('sports', 3_200_000, 3_299_999, [
  group(3_200_000, CRICKET, [
    ['SS', 'Ton Kashmir Willow Cricket Bat', BAT],
    ['SG', 'RSD Spark Kashmir Willow Cricket Bat', 'Size 5:999|Full Size SH:1499'],
    ['SS', 'Master 5000 English Willow Cricket Bat', 7999],
    ['SG', 'Sunny Tonny English Willow Cricket Bat', 12999],
    ['MRF', 'Genius Grand Edition English Willow Cricket Bat', 24999],
    ['Kookaburra', 'Kahuna English Willow Cricket Bat', 14999],
    ['SG', 'Test Red Leather Cricket Ball', 1999, '', CRICKET_BALL],
    ['SG', 'Club Red Leather Cricket Ball', 499, '', CRICKET_BALL],
    ['Kookaburra', 'Turf White Leather Cricket Ball', 2999, '', CRICKET_BALL],
    ['Cosco', 'Light Tennis Cricket Ball (Pack of 6)', 540, 'Yellow|Red', CRICKET_BALL],
    ['Nivia', 'Heavy Tennis Cricket Ball (Pack of 6)', 390, '', CRICKET_BALL],
    ['SG', 'Campus Batting Pads', 1499, 'Youth|Men'],
    ['SS', 'Batting Gloves', 999, 'Youth|Men', SPORT_GLOVES],
    ['SG', 'Aeroshield Cricket Helmet', 1999, 'Small|Medium|Large', HELMET],
    ['SG', 'Cricket Kit Bag', 1799, '', KIT_BAG],
    ['NOT KNOWN', 'Wooden Cricket Stumps Set with Bails', 999],
    ['NOT KNOWN', 'Kids Cricket Kit Size 4', 2499],
  ]),
  group(3_201_000, RACQUET, [
    ['Yonex', 'Muscle Power 29 Lite Badminton Racquet', 3290],
    ['Yonex', 'Astrox 88D Pro Badminton Racquet', 14990],
    ['Yonex', 'Nanoray Light 18i Badminton Racquet', 2490, 'Blue|Black'],
    ['Yonex', 'Mavis 350 Nylon Shuttlecock (Pack of 6)', 1090, 'Yellow|White', SHUTTLE],
    ['Yonex', 'Aerosensa AS-2 Feather Shuttlecock (Pack of 12)', 2390, '', SHUTTLE],
    ['Li-Ning', 'XP 2020 Badminton Racquet', 1499, 'Red|Blue'],
    ['Cosco', 'CB-88 Badminton Racquet', 499],
    ['Cosco', 'Feather Shuttlecock (Pack of 10)', 399, '', SHUTTLE],
    ['Yonex', 'Badminton Net', 799],
    ['Stag', 'Iconic Table Tennis Racquet', 499, '', TT],
    ['Stag', '3 Star Table Tennis Balls (Pack of 6)', 299, '', TT],
    ['GKI', 'Kung Fu Table Tennis Racquet', 799, '', TT],
    ['Stag', 'Family Table Tennis Table', 24999, '', TT],
    ['Wilson', 'Pro Staff Tennis Racquet', 3999, '', TENNIS],
    ['Head', 'Championship Tennis Balls (Can of 3)', 599, '', TENNIS_BALL],
  ]),
  group(3_202_000, TEAM, [
    ['Nivia', 'Storm Football', 499, 'Size 3|Size 4|Size 5'],
    ['Nivia', 'Simbolo Football Size 5', 999],
    ['Cosco', 'Rio Football Size 5', 599],
    ['Vector X', 'Street Football Size 5', 599],
    ['Nivia', 'Super Synthetic Volleyball', 599, '', { hsn: '95066220' }],
    ['Cosco', 'Volleyball Size 4', 499, '', { hsn: '95066220' }],
    ['Nivia', 'Basketball', 799, 'Size 5|Size 6|Size 7', { hsn: '95066230' }],
    ['Spalding', 'NBA Basketball Size 7', 1999, '', { hsn: '95066230' }],
    ['Nivia', 'Football Shin Guard (Pair)', 299],
    ['Nivia', 'Goalkeeper Gloves', 699, '', SPORT_GLOVES],
    ['Vicky', 'Hockey Stick', 1299, '', STICK],
    ['Nivia', 'Hockey Stick', 999, '', STICK],
    ['Nivia', 'Throwball', 399],
    ['Nivia', 'Football Net', 1299],
    ['Nivia', 'Ball Air Pump', 199, '', PUMP],
  ]),
  group(3_203_000, FITNESS, [
    ['Kore', 'PVC Dumbbells Set 10 kg', 999],
    ['Kore', 'Home Gym Set 20 kg', 2999],
    ['Cockatoo', 'Hex Dumbbells (Pair)', '5 kg:1999|10 kg:3799'],
    ['Strauss', 'Anti-Skid Yoga Mat 6 mm', 599, 'Purple|Blue|Green'],
    ['Boldfit', 'TPE Yoga Mat 6 mm', 499, 'Black|Pink|Grey'],
    ['Strauss', 'Adjustable Skipping Rope', 249],
    ['Boldfit', 'Resistance Band Set', 699],
    ['Strauss', 'Ab Roller Wheel', 399],
    ['Aurion', 'Anti-burst Gym Ball 65 cm', 599],
    ['NOT KNOWN', 'Cast Iron Kettlebell 8 kg', 1299],
    ['NOT KNOWN', 'Push Up Bars (Pair)', 299],
    ['NOT KNOWN', 'Hand Grip Strengthener', 199],
    ['PowerMax Fitness', 'TDM-98 Motorised Treadmill', 29999],
    ['Cockatoo', 'Magnetic Exercise Bike', 12999],
    ['Durafit', 'Cardio Exercise Cycle', 9999],
  ]),
  group(3_204_000, CYCLE, [
    ['Hero', 'Sprint Next 26T Bicycle', 8999],
    ['Hero', 'Ranger DTB 26T Bicycle', 7999],
    ['Hero', 'Kyoto 26T Single Speed Bicycle', 6999],
    ['Hero', 'Jet Roadster 22T Bicycle', 5999],
    ['Hercules', 'Roadeo Hank 26T Bicycle', 12999],
    ['Hercules', 'Top Gear 26T Bicycle', 8499],
    ['BSA', 'Champ Kids Bicycle 20T', 6499],
    ['BSA', 'Ladybird Girls Bicycle 20T', 6999],
    ['Atlas', 'Goldline Super Roadster Bicycle 22 inch', 5999],
    ['Firefox', 'Bad Attitude 8 26T 21 Speed Bicycle', 19999],
    ['Leader', 'Scout 26T Bicycle', 5999],
    ['Btwin', 'Rockrider ST100 Mountain Bike', 17999],
    ['Montra', 'Helicon 27.5T Bicycle', 21999],
    ['Hero', 'Kids Bicycle 16T with Training Wheels', 4999, 'Blue|Pink'],
    ['Hero', 'Lectro C1 Electric Bicycle', 28999, '', E_CYCLE],
    ['Ralson', 'Bicycle Tube 26 x 1.5', 180, '', CYCLE_TUBE],
    ['Ralson', 'Bicycle Tyre 26 x 1.5', 450, '', { hsn: '40115000' }],
    ['NOT KNOWN', 'Bicycle Seat Saddle', 299, '', CYCLE_PART],
    ['NOT KNOWN', 'Bicycle Bell', 60, '', CYCLE_PART],
    ['NOT KNOWN', 'Bicycle Side Stand', 199, '', CYCLE_PART],
    ['NOT KNOWN', 'Bicycle Cable Lock', 249, '', { hsn: '83014090', gst: 1800 }],
  ]),
  group(3_205_000, OUTDOOR, [
    ['Wildcraft', 'Hypadome 2 Person Tent', 3499, '', TENT],
    ['Quechua', '2 Second Pop-up Tent 2 Person', 4999, '', TENT],
    ['Wildcraft', 'Sleeping Bag', 1999, '', { hsn: '94043000', gst: 1800 }],
    ['Wildcraft', 'Trekking Pole', 999, '', { hsn: '66020000' }],
    ['NOT KNOWN', 'LED Headlamp', 599, '', { hsn: '85131010', ...CAMP_18 }],
    ['NOT KNOWN', 'Foldable Camping Chair', 999, '', { hsn: '94017100', ...CAMP_18 }],
    ['Milton', 'Insulated Ice Box 15 L', 1499, '', { hsn: '39241090', ...CAMP_18 }],
    ['Speedo', 'Swimming Goggles', 799, '', { hsn: '90049090', ...CAMP_18 }],
    ['Speedo', 'Silicone Swimming Cap', 399, '', { hsn: '65069100', ...CAMP_18 }],
    ['Nikon', 'Aculon A211 Binoculars 10x50', 7999, '', { hsn: '90051000', ...CAMP_18 }],
    ['NOT KNOWN', 'Fishing Rod with Reel', 1499, '', { hsn: '95071000' }],
    ['NOT KNOWN', 'Fishing Hooks (Pack of 100)', 99, '', { hsn: '95072000' }],
    ['Jaspo', 'Inline Skates', 1999, 'Small|Medium|Large', { hsn: '95067000' }],
    ['NOT KNOWN', 'Skateboard 28 inch', 1499],
  ]),
  group(3_206_000, TOY, [
    ['Hot Wheels', 'Basic Die-cast Car', 199],
    ['Hot Wheels', '5-Car Gift Pack', 699],
    ['Hot Wheels', 'Track Builder Set', 1999],
    ['Barbie', 'Fashionista Doll', 999, 'Blonde|Brunette'],
    ['Barbie', 'Dreamhouse Playset', 19999],
    ['LEGO', 'Classic Creative Bricks 484 pcs', 2999],
    ['LEGO', 'City Police Car', 1499],
    ['Fisher-Price', 'Rock-a-Stack', 649],
    ['Fisher-Price', 'Laugh and Learn Smart Stages Puppy', 2999, '', ELECTRONIC_TOY],
    ['Funskool', 'Play-Doh Fun Factory', 599],
    ['Nerf', 'Elite 2.0 Commander Blaster', 1499],
    ['Centy Toys', 'Pull Back Car', 299, 'Bus|Jeep|Truck'],
    ['Toyzone', 'Remote Control Racing Car', 1299, '', ELECTRONIC_TOY],
    ['NOT KNOWN', 'Remote Control Helicopter', 1999, '', ELECTRONIC_TOY],
    ['NOT KNOWN', 'Soft Teddy Bear', '1 ft:399|2 ft:699|3 ft:1199', 'Brown|Pink|White', { hsn: '95030040' }],
    ['NOT KNOWN', 'Kids Doctor Play Set', 399],
    ['NOT KNOWN', 'Kids Kitchen Play Set', 499],
    ['NOT KNOWN', 'Building Blocks 100 pcs', 399],
    ['NOT KNOWN', 'Rubik Cube 3x3', 349],
    ['NOT KNOWN', 'Magnetic Drawing Board', 299],
    ['NOT KNOWN', 'Baby Rattle Set', 299],
    ['NOT KNOWN', 'Musical Toy Keyboard', 599, '', ELECTRONIC_TOY],
    ['NOT KNOWN', 'Water Gun', 199],
    ['NOT KNOWN', 'Wooden Spinning Top (Lattu)', 30],
  ]),
  group(3_207_000, GAME, [
    ['Funskool', 'Monopoly', 999],
    ['Funskool', 'Business Board Game', 499],
    ['Funskool', 'Scrabble', 1199],
    ['Funskool', 'Ludo and Snakes and Ladders', 199],
    ['Hasbro', 'Monopoly Deal Card Game', 399, '', CARDS],
    ['Hasbro', 'Jenga', 899],
    ['Hasbro', 'Cluedo', 999],
    ['Mattel', 'UNO Card Game', 199, '', CARDS],
    ['Mattel', 'Pictionary', 799],
    ['Precise', 'Carrom Board 32 inch', 2499],
    ['Synco', 'Carrom Board 28 inch', 1999],
    ['NOT KNOWN', 'Carrom Coins Set', 199],
    ['NOT KNOWN', 'Magnetic Chess Board', 299],
    ['NOT KNOWN', 'Wooden Tournament Chess Set', 799],
    ['NOT KNOWN', 'Chinese Checkers', 199],
    ['Kitty', 'Playing Cards (Pack of 12 Decks)', 300, '', CARDS],
    ['Frank', 'Jigsaw Puzzle', '100 pcs:299|500 pcs:499|1000 pcs:799'],
    ['Skillmatics', 'Guess in 10 Card Game', 599, 'Animal Planet|Countries of the World', CARDS],
  ]),
  group(3_208_000, RIDE_ON, [
    ['Hero', 'Kids Tricycle', 2499, 'Red|Blue'],
    ['R for Rabbit', 'Tiny Toes Tricycle', 4999],
    ['Toyzone', 'Baby Walker', 1499],
    ['NOT KNOWN', 'Kids 3 Wheel Kick Scooter', 1499, 'Pink|Blue|Green'],
    ['NOT KNOWN', 'Swing Car (Magic Car)', 1299, 'Red|Blue|Yellow'],
    ['NOT KNOWN', 'Rocking Horse', 1499],
    ['NOT KNOWN', 'Kids Balance Bike', 1999],
    ['NOT KNOWN', 'Kids Battery Operated Bike', 7999, 'Red|Black', ELECTRIC_RIDE],
    ['NOT KNOWN', 'Kids Electric Jeep 12V', 14999, 'Red|White', ELECTRIC_RIDE],
    ['NOT KNOWN', 'Kids Pedal Car', 3499],
  ]),
  group(3_209_000, MUSIC, [
    ['Yamaha', 'PSR-F52 61-Key Portable Keyboard', 8990],
    ['Yamaha', 'F280 Acoustic Guitar', 9990, 'Natural|Tobacco Brown Sunburst', GUITAR],
    ['Casio', 'CT-S100 61-Key Keyboard', 9995],
    ['Casio', 'CT-X870IN 61-Key Keyboard', 15995],
    ['Casio', 'CDP-S110 Digital Piano', 39995],
    ['Kadence', 'Frontier Acoustic Guitar', 4999, 'Natural|Black', GUITAR],
    ['Kadence', 'Soprano Ukulele', 2499, '', GUITAR],
    ['Juarez', 'Acoustic Guitar 38 inch', 2499, 'Natural|Black|Blue', GUITAR],
    ["D'Addario", 'EJ16 Acoustic Guitar Strings Set', 499, '', { hsn: '92099200' }],
    ['Hohner', 'Special 20 Harmonica', 1999, '', { hsn: '92049000' }],
    ['NOT KNOWN', 'Harmonium 3.5 Octave 9 Stopper', 9999, '', HARMONIUM],
    ['NOT KNOWN', 'Tabla Set (Dayan Bayan)', 5999, '', INDIAN],
    ['NOT KNOWN', 'Dholak', 2499, '', INDIAN],
    ['NOT KNOWN', 'Manjira (Pair)', 299, '', INDIAN],
    ['NOT KNOWN', 'Bamboo Flute (Bansuri)', 499, 'C Natural|G Natural', FLUTE],
    ['NOT KNOWN', 'Tanpura', 8999, '', { hsn: '92029000', gst: 500 }],
  ]),
]);
