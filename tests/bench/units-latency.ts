import { asc } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { seedDemoPortfolio } from '@server/cli/seed-portfolio';
import { unitPage } from '@server/modules/listings/repo';
import type { Scenario } from './list-latency';

/** The first demo property (by name): about a twelfth of the units are in it. */
async function firstProperty(db: Database['db']): Promise<string> {
  const [row] = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.name)).limit(1);
  if (!row) throw new Error('no property was seeded');
  return row.id;
}

const page = (propertyId: string) => ({
  filter: { propertyId, status: 'active' as const },
  sort: { unitNumber: 'asc' as const },
  pagination: { limit: 20, currentPage: 2 },
});

/**
 * Issue 10's figure: the units list with `rows` units across the demo portfolio's twelve properties,
 * filtered by one property and status active, sorted by unit number, its second page of 20.
 */
export const UNIT_LIST: Scenario = {
  seed: (db, rows) => seedDemoPortfolio(db, rows),
  path: '/api/units/aggregation',
  params: async (db) => page(await firstPropertyOnce(db)),
  // The same list read (page and count, with the property, room type, owner and package of each unit) without HTTP, the session check or JSON.
  bare: async (db) => {
    const propertyId = await firstPropertyOnce(db);
    const q = page(propertyId);
    await unitPage(db, { filter: q.filter, sort: [{ field: 'unitNumber', order: 'asc' }], limit: 20, offset: 20 }, null);
  },
};

let chosen: { db: Database['db']; id: string } | null = null;
async function firstPropertyOnce(db: Database['db']): Promise<string> {
  if (chosen?.db !== db) chosen = { db, id: await firstProperty(db) };
  return chosen.id;
}
