// Catalogue: stationery, books and calculators (super category 'Stationery & Books').
// Id range 2_600_000–2_699_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: exercise books and notebooks, pencils, crayons, pastels, sharpeners, erasers, slates, chalk,
// maps, globes and printed books nil; geometry and colour boxes 5%; pens, markers, registers and diaries,
// office supplies, files, copier paper, greeting cards, gift wrap and calculators 18%.

import { catalogueFile, group, type Kind } from './expand.js';

const NOTEBOOK: Kind = { categoryId: 110, hsn: '48202000', gst: 0 };
const REGISTER = { hsn: '48201010', gst: 1800 };
const PEN: Kind = { categoryId: 111, hsn: '96081019', gst: 1800 };
const GEL_PEN = { hsn: '96083019' };
const MARKER = { hsn: '96082000' };
const PENCIL = { hsn: '96091000', gst: 0 };
const ERASER = { hsn: '40169200', gst: 0 };
const SHARPENER = { hsn: '82141010', gst: 0 };
const OFFICE: Kind = { categoryId: 112, hsn: '84729099', gst: 1800 };
const PINS = { hsn: '83052000' };
const GLUE = { hsn: '35069190' };
const TAPE = { hsn: '39191000' };
const NOTES = { hsn: '48209090' };
const CLIPS = { hsn: '83059020' };
const FILES: Kind = { categoryId: 113, hsn: '48203000', gst: 1800 };
const PLASTIC_FILE = { hsn: '39261019' };
const PAPER: Kind = { categoryId: 114, hsn: '48025690', gst: 1800 };
const ENVELOPE = { hsn: '48171000' };
const ART: Kind = { categoryId: 115, hsn: '32131000', gst: 500 };
const CRAYON = { hsn: '96099090', gst: 0 };
const SKETCH_PEN = { hsn: '96082000', gst: 1800 };
const ART_BRUSH = { hsn: '96033000', gst: 1800 };
const CLAY = { hsn: '34070010', gst: 1800 };
const SCHOOL: Kind = { categoryId: 116, hsn: '90172010', gst: 500 };
const SLATE = { hsn: '96100000', gst: 0 };
const CHALK = { hsn: '96099010', gst: 0 };
const PLASTIC = { hsn: '39241090', gst: 1800 };
const STEEL = { hsn: '73239390', gst: 500 };
const MAP = { hsn: '49059100', gst: 0 };
const BOOK: Kind = { categoryId: 117, hsn: '49011010', gst: 0 };
const CARD: Kind = { categoryId: 118, hsn: '49090010', gst: 1800 };
const CALCULATOR: Kind = { categoryId: 119, hsn: '84701000', gst: 1800 };

const LONG_BOOK = 'Long Book 172 Pages:60|Long Book 240 Pages:80|Long Book 300 Pages:100';
const RULING = 'Single Line|Four Line|Square|Unruled';
const INK = 'Blue|Black|Red';

export const stationery = catalogueFile('stationery', 2_600_000, 2_699_999, [
  group(2_600_000, NOTEBOOK, [
    ['Classmate', 'Notebook', LONG_BOOK, RULING],
    ['Classmate', 'Spiral Notebook A4 300 Pages', 220, 'Single Line|Unruled'],
    ['Classmate', 'Pulse 6 Subject Spiral Notebook', 295],
    ['Classmate', 'Practical Book 84 Pages', 55],
    ['Classmate', 'Drawing Book A3 36 Pages', 90],
    [
      'Navneet',
      'Youva Long Notebook',
      'Single Line 160 Pages:45|Single Line 200 Pages:55|Four Line 160 Pages:45',
    ],
    ['Navneet', 'Youva Graph Book 64 Pages', 40],
    ['Sundaram', 'Long Notebook 200 Pages', 60, 'Single Line|Four Line|Square'],
    ['Doms', 'Small Notebook 172 Pages', 40, 'Single Line|Unruled'],
    ['Sundaram', 'Register 300 Pages', 120, '', REGISTER],
    ['Classmate', 'Register 200 Pages', 110, '', REGISTER],
    ['NOT KNOWN', 'Lal Bahi Khata Ledger 400 Pages', 250, '', REGISTER],
    ['NOT KNOWN', 'Cash Memo Book (Pack of 10)', 150, '', REGISTER],
    ['NOT KNOWN', 'Receipt Book with Carbon 100 Leaves', 60, '', REGISTER],
    ['Oddy', 'Hardbound Diary 2026 A5', 299, 'Black|Brown|Blue', REGISTER],
  ]),
  group(2_601_000, PEN, [
    ['Reynolds', '045 Fine Carbure Ball Pen (Pack of 10)', 100, INK],
    ['Reynolds', 'Trimax Gel Pen', 40, INK, GEL_PEN],
    ['Cello', 'Butterflow Ball Pen (Pack of 10)', 100, INK],
    ['Cello', 'Gripper Ball Pen (Pack of 10)', 100, INK],
    ['Linc', 'Pentonic 0.7 mm Ball Pen (Pack of 10)', 100, INK],
    ['Linc', 'Ocean Gel Pen (Pack of 5)', 50, INK, GEL_PEN],
    ['Flair', 'Writometer Ball Pen (Pack of 10)', 100, INK],
    ['Hauser', 'XO Ball Pen (Pack of 10)', 100, INK],
    ['Parker', 'Vector Standard Roller Ball Pen', 350, 'Blue|Black'],
    ['Parker', 'Jotter Ball Pen', 550, 'Stainless Steel|Blue|Black'],
    ['Pilot', 'V5 Hi-Tecpoint 0.5 mm Pen', 80, INK, GEL_PEN],
    ['Pilot', 'V7 Hi-Tecpoint 0.7 mm Pen', 80, INK, GEL_PEN],
    ['Uniball', 'Eye UB-157 Roller Pen', 110, 'Blue|Black', GEL_PEN],
    ['Camlin', 'Permanent Marker', 25, INK, MARKER],
    ['Luxor', 'Whiteboard Marker', 30, 'Blue|Black|Red|Green', MARKER],
    ['Faber-Castell', 'Textliner Highlighter', 30, 'Yellow|Green|Pink|Orange', MARKER],
    ['Apsara', 'Platinum Extra Dark Pencils (Pack of 10)', 60, '', PENCIL],
    ['Apsara', 'Absolute Extra Dark Pencils (Pack of 10)', 60, '', PENCIL],
    ['Nataraj', '621 HB Pencils (Pack of 10)', 50, '', PENCIL],
    ['Doms', 'X1 Extra Dark Pencils (Pack of 10)', 50, '', PENCIL],
    ['Staedtler', 'Noris HB Pencils (Pack of 12)', 150, '', PENCIL],
    ['Faber-Castell', 'Grip 2001 Pencils (Pack of 10)', 120, '', PENCIL],
    ['Pilot', 'Progrex Mechanical Pencil 0.5 mm', 60, '', { hsn: '96084000' }],
    ['Apsara', 'Non-Dust Eraser (Pack of 20)', 100, '', ERASER],
    ['Nataraj', 'Eraser (Pack of 20)', 100, '', ERASER],
    ['Doms', 'Non-Dust Eraser (Pack of 20)', 100, '', ERASER],
    ['Apsara', 'Long Point Sharpener (Pack of 20)', 100, '', SHARPENER],
    ['Nataraj', 'Sharpener (Pack of 20)', 100, '', SHARPENER],
  ]),
  group(2_602_000, OFFICE, [
    ['Kangaro', 'HD-10 Stapler', 95],
    ['Kangaro', 'HD-45 Stapler', 299],
    ['Kangaro', 'Staple Pins No. 10 (Pack of 20 Boxes)', 200, '', PINS],
    ['Kangaro', 'Staple Pins 24/6 (1000 pcs)', 40, '', PINS],
    ['Kangaro', 'DP-480 Paper Punch', 320],
    ['Fevistik', 'Glue Stick', '8 g:25|15 g:40|25 g:60', '', GLUE],
    ['Fevicol', 'MR White Adhesive', '50 g:20|100 g:40|200 g:75', '', GLUE],
    ['Oddy', 'Self Stick Notes 3 x 3 inch (100 Sheets)', 60, 'Yellow|Pink|Green', NOTES],
    ['Post-it', 'Notes 3 x 3 inch (100 Sheets)', 120, 'Canary Yellow|Neon', NOTES],
    ['Solo', 'Binder Clips 25 mm (Pack of 12)', 60, '', CLIPS],
    ['NOT KNOWN', 'Gem Paper Clips (Pack of 100)', 30, '', CLIPS],
    ['Maped', 'Office Scissors 8 inch', 120, '', { hsn: '82130000' }],
    ['Maped', 'Snap-off Cutter 18 mm', 100, '', { hsn: '82119400' }],
    ['Sellotape', 'Clear Tape 1 inch 65 m', 60, '', TAPE],
    ['NOT KNOWN', 'Brown Packing Tape 2 inch 65 m', 80, '', TAPE],
    ['NOT KNOWN', 'Rubber Bands 100 g', 50, '', { hsn: '40169990' }],
    ['Camlin', 'Stamp Pad Medium', 60, 'Blue|Violet', { hsn: '96122000' }],
    ['Camlin', 'Stamp Pad Ink 30 ml', 40, 'Blue|Violet', { hsn: '32159090' }],
    ['Kores', 'Correction Pen 7 ml', 40, '', { hsn: '38249900' }],
    ['Trueline', 'Magnetic Whiteboard 2 x 3 ft', 1200, '', { hsn: '96100000' }],
    ['Solo', 'Desk Document Tray 3 Tier', 350, '', PLASTIC_FILE],
  ]),
  group(2_603_000, FILES, [
    ['Solo', 'Ring Binder File A4', 150, 'Blue|Black|Red'],
    ['Solo', 'Clear Bag A4 (Pack of 10)', 200, '', PLASTIC_FILE],
    ['Solo', 'Display Book 20 Pockets', 120, 'Blue|Black', PLASTIC_FILE],
    ['Solo', 'Expanding File 13 Pockets', 299, '', PLASTIC_FILE],
    ['Worldone', 'Box File', 180, 'Blue|Black|Maroon'],
    ['Worldone', 'Lever Arch File', 180, 'Blue|Black'],
    ['Worldone', 'Clip Board File A4', 90],
    ['NOT KNOWN', 'Cardboard Spring File', 20],
    ['NOT KNOWN', 'Plastic L-Folder A4 (Pack of 10)', 80, '', PLASTIC_FILE],
    ['NOT KNOWN', 'Office File Cover (Pack of 10)', 100],
  ]),
  group(2_604_000, PAPER, [
    ['JK', 'Copier A4 75 GSM Paper (500 Sheets)', 350],
    ['JK', 'Easy Copier A4 70 GSM Paper (500 Sheets)', 300],
    ['JK', 'Copier Legal Size 75 GSM Paper (500 Sheets)', 420],
    ['Double A', 'A4 80 GSM Paper (500 Sheets)', 450],
    ['TNPL', 'Copier A4 70 GSM Paper (500 Sheets)', 290],
    ['Century', 'Copier A4 75 GSM Paper (500 Sheets)', 320],
    ['NOT KNOWN', 'Coloured Paper A4 (100 Sheets)', 150, 'Assorted|Pink|Yellow'],
    ['NOT KNOWN', 'Glossy Photo Paper A4 180 GSM (20 Sheets)', 180],
    ['NOT KNOWN', 'Chart Paper', 10, 'White|Yellow|Pink|Blue|Green'],
    ['Kores', 'Carbon Paper (100 Sheets)', 150, '', { hsn: '48162010' }],
    ['NOT KNOWN', 'Brown Envelope A4 (Pack of 50)', 150, '', ENVELOPE],
    ['NOT KNOWN', 'White Envelope 9 x 4 inch (Pack of 100)', 120, '', ENVELOPE],
  ]),
  group(2_605_000, ART, [
    ['Camlin', 'Oil Pastels 25 Shades', 70, '', CRAYON],
    ['Camlin', 'Wax Crayons 24 Shades', 60, '', CRAYON],
    ['Camlin', 'Student Water Colour Cakes 24 Shades', 80],
    ['Camlin', 'Poster Colours 10 Shades', 150],
    ['Camlin', 'Artist Acrylic Colours 9 ml x 12', 360],
    ['Fevicryl', 'Fabric Colours Kit 10 Shades', 300],
    ['Faber-Castell', 'Colour Pencils 24 Shades', 200, '', CRAYON],
    ['Doms', 'Colour Pencils 24 Shades', 120, '', CRAYON],
    ['Faber-Castell', 'Sketch Pens 24 Shades', 150, '', SKETCH_PEN],
    ['Camlin', 'Sketch Pens 12 Shades', 60, '', SKETCH_PEN],
    ['Camlin', 'Paint Brushes Set of 7', 120, '', ART_BRUSH],
    ['Doms', 'Modelling Clay 12 Shades', 100, '', CLAY],
    ['NOT KNOWN', 'Canvas Board 10 x 12 inch', 199, '', { hsn: '59019090', gst: 1800 }],
    ['NOT KNOWN', 'Craft Paper Assorted (100 Sheets)', 120, '', { hsn: '48025790', gst: 1800 }],
    ['NOT KNOWN', 'Glitter Tubes (Pack of 10)', 80, '', { hsn: '39269099', gst: 1800 }],
  ]),
  group(2_606_000, SCHOOL, [
    ['Camlin', 'Scholar Geometry Box', 120],
    ['Faber-Castell', 'Geometry Box', 150],
    ['Doms', 'Geometry Box', 99],
    ['Nataraj', 'Geometry Box', 90],
    ['NOT KNOWN', 'Slate with Wooden Frame', 60, '', SLATE],
    ['NOT KNOWN', 'White Chalk Sticks (Box of 100)', 40, '', CHALK],
    ['Cello', 'Plastic Scale 30 cm', 15, '', { hsn: '39261019', gst: 1800 }],
    ['Milton', 'Kool Water Bottle 600 ml', 199, 'Blue|Pink|Green', PLASTIC],
    ['Milton', 'Thermosteel Water Bottle 750 ml', 899, 'Silver|Blue', STEEL],
    ['Cello', 'Plastic Lunch Box 3 Containers', 299, 'Blue|Pink', PLASTIC],
    ['Milton', 'Steel Lunch Box 2 Containers', 499, '', STEEL],
    ['NOT KNOWN', 'Plastic Pencil Box', 99, 'Blue|Pink|Green', { hsn: '39269099', gst: 1800 }],
    ['NOT KNOWN', 'Exam Clip Board A4', 60, '', { hsn: '39269099', gst: 1800 }],
    ['NOT KNOWN', 'Brown Cover Paper Roll', 30, '', { hsn: '48239090', gst: 1800 }],
    ['NOT KNOWN', 'World Globe 8 inch', 450, '', { hsn: '49059900', gst: 0 }],
    ['NOT KNOWN', 'India Political Map Chart', 40, '', MAP],
  ]),
  group(2_607_000, BOOK, [
    [
      'NCERT',
      'Mathematics Textbook',
      'Class 6:65|Class 7:65|Class 8:65|Class 9:65|Class 10:65|Class 12 Part 1:140',
    ],
    ['NCERT', 'Science Textbook', 'Class 6:65|Class 7:65|Class 8:65|Class 9:65|Class 10:65'],
    ['NCERT', 'Physics Textbook Class 12 Part 1', 140],
    ['Dhanpat Rai', 'R.D. Sharma Mathematics', 'Class 9:695|Class 10:725'],
    ['S Chand', 'R.S. Aggarwal Quantitative Aptitude', 895],
    ['S Chand', 'Wren and Martin High School English Grammar', 725],
    ['Lucent', 'General Knowledge', 235],
    ['Arihant', 'Objective General English', 475],
    ['HarperCollins', 'The Alchemist by Paulo Coelho (Paperback)', 399],
    ['Penguin', 'Atomic Habits by James Clear (Paperback)', 799],
    ['Penguin', 'Ikigai (Paperback)', 599],
    ['Jaico', 'The Psychology of Money (Paperback)', 399],
    ['Universities Press', 'Wings of Fire by A.P.J. Abdul Kalam', 399],
    ['Plata Publishing', 'Rich Dad Poor Dad (Paperback)', 499],
    ['Amar Chitra Katha', 'Mahabharata 3 Volume Set', 750],
    ['Gita Press', 'Hanuman Chalisa (Pocket)', 20],
    ['Gita Press', 'Shrimad Bhagavad Gita', 110],
    ['Gita Press', 'Shri Ramcharitmanas', 250],
    ['Navneet', 'Panchatantra Stories for Kids', 199],
    ['NOT KNOWN', 'Kids Colouring Book', 99, '', { hsn: '49030010' }],
  ]),
  group(2_608_000, CARD, [
    ['Archies', 'Birthday Greeting Card', 150, 'For Him|For Her|For Kids'],
    ['Archies', 'Anniversary Greeting Card', 199],
    ['Archies', 'Thank You Card', 99],
    [
      'NOT KNOWN',
      'Gift Wrapping Paper (Pack of 10 Sheets)',
      100,
      'Birthday|Floral|Kids',
      { hsn: '48239090' },
    ],
    ['NOT KNOWN', 'Shagun Envelope (Pack of 10)', 60, '', { hsn: '48171000' }],
    ['NOT KNOWN', 'Paper Gift Bag Medium', 50, '', { hsn: '48193000' }],
    ['NOT KNOWN', 'Satin Ribbon Roll 1 inch', 40, 'Red|Gold|Silver|Pink', { hsn: '58063200', gst: 500 }],
    ['NOT KNOWN', 'Happy Birthday Foil Banner', 99, '', { hsn: '49119990' }],
    ['NOT KNOWN', 'Latex Balloons (Pack of 50)', 120, 'Assorted|Metallic', { hsn: '95030090', gst: 500 }],
    ['NOT KNOWN', 'Birthday Cake Candles (Pack of 24)', 40, '', { hsn: '34060010', gst: 500 }],
  ]),
  group(2_609_000, CALCULATOR, [
    ['Casio', 'MJ-12D Basic Calculator', 600],
    ['Casio', 'DJ-120D Plus Check and Correct Calculator', 900],
    ['Casio', 'MX-12B Basic Calculator', 400],
    ['Casio', 'FX-82MS Scientific Calculator', 795],
    ['Casio', 'FX-991ES Plus 2nd Edition Scientific Calculator', 1195],
    ['Casio', 'FX-991CW ClassWiz Scientific Calculator', 1695],
    ['Casio', 'HR-8RC Printing Calculator', 3995],
    ['Citizen', 'CT-512 Basic Calculator', 450],
    ['Citizen', 'SDC-868L Basic Calculator', 350],
    ['Citizen', 'CT-666N Check and Correct Calculator', 600],
    ['Orpat', 'OT-512GT Calculator', 250],
    ['Kenko', 'KK-82MS Scientific Calculator', 350],
  ]),
]);
