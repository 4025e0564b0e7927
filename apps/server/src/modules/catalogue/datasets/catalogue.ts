// The global catalogue every shop searches when adding stock: brands and models across every goods
// category of the reference catalogue (see reference/datasets/categories.ts). Each data file owns a
// permanent id range (below); models inside a file are numbered in table order from their group's first
// id, and new models are appended, never renumbered (see expand.ts and brands.ts).

import { apparel } from './apparel.js';
import { apparelAccessories } from './apparel-accessories.js';
import { appliances } from './appliances.js';
import { auto } from './auto.js';
import { beauty } from './beauty.js';
import { brands } from './brands.js';
import { building } from './building.js';
import { computers } from './computers.js';
import { electronics } from './electronics.js';
import type { CatalogueFile, ModelSeed } from './expand.js';
import { footwear } from './footwear.js';
import { furniture } from './furniture.js';
import { general } from './general.js';
import { groceryPackaged } from './grocery-packaged.js';
import { grocerySnacks } from './grocery-snacks.js';
import { groceryStaples } from './grocery-staples.js';
import { hardware } from './hardware.js';
import { homeKitchen } from './home-kitchen.js';
import { household } from './household.js';
import { jewellery } from './jewellery.js';
import { kitchenAppliances } from './kitchen-appliances.js';
import { mobileAccessories } from './mobile-accessories.js';
import { mobiles } from './mobiles.js';
import { personalCare } from './personal-care.js';
import { pharmacy } from './pharmacy.js';
import { sports } from './sports.js';
import { stationery } from './stationery.js';

export type { BrandSeed } from './brands.js';
export { brandIdOf, NOT_KNOWN_BRAND_ID } from './brands.js';
export type { CatalogueFile, ModelSeed } from './expand.js';

/** Data files in id order; each owns [firstId, lastId]. */
export const catalogueFiles: readonly CatalogueFile[] = [
  mobiles, // 1_000_000
  mobileAccessories, // 1_100_000
  electronics, // 1_200_000
  appliances, // 1_300_000
  kitchenAppliances, // 1_400_000
  computers, // 1_500_000
  groceryStaples, // 1_600_000
  grocerySnacks, // 1_700_000
  groceryPackaged, // 1_800_000
  household, // 1_900_000
  apparel, // 2_000_000
  apparelAccessories, // 2_100_000
  footwear, // 2_200_000
  pharmacy, // 2_300_000
  hardware, // 2_400_000
  building, // 2_500_000
  stationery, // 2_600_000
  beauty, // 2_700_000
  personalCare, // 2_800_000
  jewellery, // 2_900_000
  furniture, // 3_000_000
  homeKitchen, // 3_100_000
  sports, // 3_200_000
  auto, // 3_300_000
  general, // 3_400_000
];

export const catalogueModels: readonly ModelSeed[] = catalogueFiles.flatMap((file) => file.models);

export const catalogueBrands = brands;
