import { optimizeSearchIndexes } from '../modules/catalogue/search-index.js';
import { syncCatalogue } from '../modules/catalogue/sync.js';
import { createReferenceService } from '../modules/reference/service.js';
import { syncReferenceData } from '../modules/reference/sync.js';
import type { DbHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/demo.js';

// What start-up does to a database before serving: schema, reference data and the catalogue, and (in development)
// the demo shop when the database is new. Returns whether the demo shop was created now.
export async function prepareDatabase(handle: DbHandle, options: { seedDemo: boolean }): Promise<boolean> {
  await migrateToLatest(handle.db);
  await syncReferenceData(handle.db);
  // A changed catalogue is an import: its search index is merged into one segment afterwards.
  if ((await syncCatalogue(handle.db)).includes('catalogue_models'))
    await optimizeSearchIndexes(handle.db, handle.dialect);
  if (!options.seedDemo) return false;
  return seedDemoData(handle.db, createReferenceService(handle.db));
}
