// Catalogue: footwear, socks and shoe care (super category 'Footwear').
// Id range 2_200_000–2_299_999. Ids are permanent: append rows at the end of a group or add a new group
// with a fresh first id; never reorder, remove or renumber (see expand.ts).
// GST 2.0: footwear 5% up to ₹2,500 a pair, 18% above (decided here on the MRP); socks follow the
// garment rule; shoe polish 18%.

import { catalogueFile, group, type Kind, upTo2500 } from './expand.js';

const MEN: Kind = { categoryId: 79, hsn: '64041990', gst: upTo2500 };
const LEATHER = { hsn: '64039990' };
const RUBBER = { hsn: '64029990' };
const WOMEN: Kind = { categoryId: 80, hsn: '64029990', gst: upTo2500 };
const W_LEATHER = { hsn: '64039990' };
const W_TEXTILE = { hsn: '64041990' };
const KIDS: Kind = { categoryId: 81, hsn: '64041990', gst: upTo2500 };
const SPORTS: Kind = { categoryId: 82, hsn: '64041100', gst: upTo2500 };
const FORMAL: Kind = { categoryId: 83, hsn: '64039990', gst: upTo2500 };
const SYNTHETIC_FORMAL = { hsn: '64029990' };
const SLIPPER: Kind = { categoryId: 84, hsn: '64022000', gst: upTo2500 };
const SANDAL = { hsn: '64029990' };
const SCHOOL: Kind = { categoryId: 85, hsn: '64039990', gst: upTo2500 };
const CANVAS = { hsn: '64041990' };
const SOCKS: Kind = { categoryId: 86, hsn: '61159500', gst: upTo2500, unitId: 6 };
const POLISH = { hsn: '34051000', gst: 1800, unitId: 1 };
const SHOE_CARE = { hsn: '96039000', gst: 1800, unitId: 1 };

const M = 'UK 6|UK 7|UK 8|UK 9|UK 10';
const W = 'UK 4|UK 5|UK 6|UK 7';
const K = 'UK 10C|UK 12C|UK 1|UK 3';
const SCHOOL_SIZES = 'UK 11C|UK 13C|UK 2|UK 4|UK 6';

export const footwear = catalogueFile('footwear', 2_200_000, 2_299_999, [
  group(2_200_000, MEN, [
    ['Woodland', "Men's Leather Casual Shoes", 3995, `Camel|Brown * ${M}`, LEATHER],
    ['Woodland', "Men's Leather Sandals", 2795, `Khaki|Brown * ${M}`, LEATHER],
    ['Red Tape', "Men's Casual Sneakers", 2999, `White|Navy * ${M}`],
    ['Bata', "Men's Casual Slip-on Shoes", 1499, `Black|Brown * ${M}`],
    ['Liberty', "Men's Casual Shoes", 1299, `Navy|Grey * ${M}`],
    ['Lee Cooper', "Men's Leather Casual Shoes", 2999, `Tan|Black * ${M}`, LEATHER],
    ['Skechers', "Men's GOwalk Slip-on Shoes", 5999, 'Black|Navy|Grey'],
    ['Crocs', 'Unisex Classic Clogs', 3995, `Black|Navy|White * ${M}`, RUBBER],
    ['Sparx', "Men's Floater Sandals", 999, `Black|Grey * ${M}`, RUBBER],
    ['Bata', "Men's Leather Kolhapuri Chappal", 999, `Tan * ${M}`, LEATHER],
    ['Paragon', "Men's Stimulus Sandals", 499, `Black|Brown * ${M}`, RUBBER],
    ['Walkaroo', "Men's Casual Sandals", 699, `Black|Brown * ${M}`, RUBBER],
  ]),
  group(2_201_000, WOMEN, [
    ['Metro', "Women's Block Heel Sandals", 1790, `Black|Beige * ${W}`],
    ['Mochi', "Women's Ethnic Juttis", 1290, `Gold|Maroon * ${W}`, W_TEXTILE],
    ['Inc.5', "Women's Stiletto Heels", 2490, `Black|Nude * ${W}`],
    ['Catwalk', "Women's Flat Sandals", 1299, `Tan|Black * ${W}`],
    ['Bata', "Women's Comfit Sandals", 999, `Brown|Black * ${W}`],
    ["Khadim's", "Women's Wedge Sandals", 899, `Beige|Black * ${W}`],
    ['Liberty', "Women's Bellies", 899, `Black|Pink|Beige * ${W}`, W_TEXTILE],
    ['Skechers', "Women's GOwalk Arch Fit Shoes", 6999, 'Black|Lavender', W_TEXTILE],
    ['Clarks', "Women's Leather Sandals", 4999, 'Tan|Black', W_LEATHER],
    ['Relaxo', "Bahamas Women's Flip Flops", 299, `Pink|Blue|Black * ${W}`],
    ['VKC', "Pride Women's Sandals", 399, `Black|Brown|Red * ${W}`],
  ]),
  group(2_202_000, KIDS, [
    ['Bata', 'Bubblegummers Kids Sneakers', 999, `Blue|Pink * ${K}`],
    ['Campus', 'Kids Sports Shoes', 899, `Black|Grey * ${K}`],
    ['Sparx', 'Kids Velcro Sports Shoes', 799, `Navy|Red * ${K}`],
    ['Crocs', 'Kids Classic Clogs', 2495, 'Blue|Pink|Yellow', { hsn: '64029990' }],
    ['Liberty', 'Kids LED Light Shoes', 999, `Blue|Pink * ${K}`],
    ['Relaxo', 'Kids Flite Slippers', 249, `Blue|Pink * ${K}`, { hsn: '64022000' }],
    ['Adidas', 'Kids Velcro Running Shoes', 2799, 'Black|Blue'],
  ]),
  group(2_203_000, SPORTS, [
    ['Campus', "North Plus Men's Running Shoes", 1899, `Black|Grey|Navy * ${M}`],
    ['Campus', "Oxyfit Men's Running Shoes", 1599, `White|Black * ${M}`],
    ['Campus', "Women's Running Shoes", 1499, `Pink|White * ${W}`],
    ['Sparx', "Men's Running Shoes SM-648", 1299, `Black|Navy * ${M}`],
    ['Asian', "Wonder-13 Men's Sports Shoes", 899, `Grey|Black * ${M}`],
    ['Action', "Men's Sports Shoes", 999, `Black|Blue * ${M}`],
    ['Puma', "Men's Softride Running Shoes", 4999, `Black|White|Navy * ${M}`],
    ['Puma', "Women's Running Shoes", 3999, 'Pink|Black'],
    ['Adidas', "Men's Ultimashow Running Shoes", 4599, `Black|Grey * ${M}`],
    ['Nike', "Men's Revolution 7 Running Shoes", 4695, `Black|White * ${M}`],
    ['Nike', "Women's Revolution 7 Running Shoes", 4695, 'Black|Pink'],
    ['Reebok', "Men's Running Shoes", 3599, 'Black|Navy'],
    ['Skechers', "Men's Go Run Consistent Shoes", 6999, 'Black|Navy'],
    ['Bata', "Power Men's Walking Shoes", 1999, `Black|Grey * ${M}`],
    ['Nivia', 'Ashtang Football Studs', 1299, `Black|Blue * ${M}`],
    ['Yonex', 'Akayu Super Badminton Shoes', 3490, 'White|Blue'],
  ]),
  group(2_204_000, FORMAL, [
    ['Bata', "Men's Formal Lace-up Shoes", 1999, `Black|Brown * ${M}`],
    ['Bata', "Men's Formal Slip-on Shoes", 1799, `Black|Brown * ${M}`, SYNTHETIC_FORMAL],
    ['Red Chief', "Men's Leather Formal Derby Shoes", 3495, `Black|Tan * ${M}`],
    ['Hush Puppies', "Men's Leather Formal Shoes", 4999, 'Black|Brown'],
    ['Clarks', "Men's Leather Oxford Shoes", 6999, 'Black|Dark Tan'],
    ['Lee Cooper', "Men's Leather Formal Shoes", 2999, `Black|Brown * ${M}`],
    ['Metro', "Men's Leather Formal Loafers", 2490, `Black|Brown * ${M}`],
    ['Red Tape', "Men's Leather Formal Shoes", 2799, `Black|Brown * ${M}`],
    ['Liberty', "Fortune Men's Formal Shoes", 1499, `Black|Brown * ${M}`, SYNTHETIC_FORMAL],
    ["Khadim's", "Men's Formal Shoes", 999, `Black * ${M}`, SYNTHETIC_FORMAL],
    ['Woodland', "Men's Leather Formal Shoes", 3795, 'Black|Brown'],
  ]),
  group(2_205_000, SLIPPER, [
    ['Relaxo', "Flite Men's Slippers", 299, `Black|Blue|Grey * ${M}`],
    ['Relaxo', "Bahamas Men's Flip Flops", 349, `Navy|Black * ${M}`],
    ['Paragon', "Men's Hawai Chappal", 199, `Blue|Black * ${M}`],
    ['Paragon', "Women's Hawai Chappal", 179, `Pink|Blue * ${W}`],
    ['Bata', "Men's Hawai Chappal", 249, `Blue|Black * ${M}`],
    ['VKC', "Pride Men's Slippers", 349, `Black|Brown * ${M}`],
    ['Aqualite', "Men's Slides", 399, `Black|Navy * ${M}`],
    ['Walkaroo', "Men's Flip Flops", 299, `Black|Grey * ${M}`],
    ['Puma', 'Unisex Leadcat Slides', 1999, 'Black|White'],
    ['Adidas', "Men's Adilette Shower Slides", 1999, 'Black|Navy'],
    ['Crocs', 'Unisex Classic Slides', 2495, 'Black|Navy', SANDAL],
    ['Sparx', "Men's Sandals SS-119", 899, `Black|Olive * ${M}`, SANDAL],
    ['Bata', "Women's Comfit Slippers", 499, `Black|Maroon * ${W}`],
  ]),
  group(2_206_000, SCHOOL, [
    ['Bata', 'School Shoes Black Lace-up', 899, SCHOOL_SIZES],
    ['Bata', 'School Shoes Black Velcro', 799, SCHOOL_SIZES],
    ['Liberty', 'Prefect School Shoes Black', 799, SCHOOL_SIZES],
    ['Action', 'School Time Black Shoes', 599, SCHOOL_SIZES, { hsn: '64029990' }],
    ['Lakhani', 'School Shoes Black', 549, SCHOOL_SIZES, { hsn: '64029990' }],
    ['Bata', 'North Star School Canvas Shoes White', 599, SCHOOL_SIZES, CANVAS],
    ['Paragon', 'School Canvas Shoes White', 449, SCHOOL_SIZES, CANVAS],
    ['NOT KNOWN', 'PT Canvas Shoes White', 299, SCHOOL_SIZES, CANVAS],
  ]),
  group(2_207_000, SOCKS, [
    ['Jockey', "Men's Cotton Ankle Socks Pack of 3 7085", 499, 'Black|Navy|Assorted'],
    ['Jockey', "Women's Cotton No Show Socks Pack of 3", 449, 'Assorted'],
    ['Bonjour', "Men's Formal Socks Pack of 3", 299, 'Black|Navy|Grey'],
    ['Supersox', "Men's Cotton Crew Socks Pack of 3", 399, 'Black|Assorted'],
    ['Balenzia', "Men's Cotton Ankle Socks Pack of 5", 499, 'Assorted'],
    ['Puma', 'Unisex Sports Quarter Socks Pack of 3', 599, 'White|Black'],
    ['NOT KNOWN', 'School Socks White', 69, 'Size 1|Size 2|Size 3|Size 4'],
    ['NOT KNOWN', 'School Socks Navy Blue', 69, 'Size 1|Size 2|Size 3|Size 4'],
    ['Cherry Blossom', 'Wax Shoe Polish 40 g', 75, 'Black|Brown|Neutral', POLISH],
    ['Cherry Blossom', 'Liquid Shoe Polish 75 ml', 99, 'Black|Brown', POLISH],
    ['Kiwi', 'Shoe Polish 40 g', 79, 'Black|Brown|Dark Tan', POLISH],
    ['Kiwi', 'Instant Shine Sponge', 149, 'Neutral', POLISH],
    ['Cherry Blossom', 'Shoe Brush', 99, '', SHOE_CARE],
    ['Crocs', 'Jibbitz Charms Pack of 5', 999, 'Assorted', { hsn: '39269099', gst: 1800, unitId: 1 }],
  ]),
]);
