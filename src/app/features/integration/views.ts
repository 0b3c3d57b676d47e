import { integration, type ImportConflict, type ImportFeed } from '@shared/contracts/integration';
import type { Property, Unit } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import { encodeListParams } from '@shared/list-encode';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';

/** Properties by name, saved under one key: the page starts from one. */
export const propertiesView = defineView<Property[]>({
  type: 'integration.properties',
  read: async () => {
    const query = encodeListParams({ sort: { name: 'asc' }, pagination: { limit: 100, currentPage: 1 } });
    return (await api.call(listings.properties, { query })).properties;
  },
});

export interface PropertyCalendars {
  units: Unit[];
  feeds: ImportFeed[];
  conflicts: ImportConflict[];
}

/** A property's units with their feeds and open conflicts, read together and saved per property. */
export const propertyCalendarsView = defineView<PropertyCalendars>({
  type: 'integration.property-calendars',
  read: async (propertyId) => {
    const query = encodeListParams({ filter: { propertyId }, sort: { unitNumber: 'asc' }, pagination: { limit: 100, currentPage: 1 } });
    const [units, feeds, conflicts] = await Promise.all([
      api.call(listings.units, { query }),
      api.call(integration.feeds, { query: { propertyId } }),
      api.call(integration.conflicts, { query: { propertyId } }),
    ]);
    return { units: units.units, feeds: feeds.feeds, conflicts: conflicts.conflicts };
  },
});
