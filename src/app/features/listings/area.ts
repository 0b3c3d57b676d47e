import { gridOutline, homeOutline, statsChartOutline } from 'ionicons/icons';
import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

const V = P.listing.view;
const C = P.listing.create;
const E = P.listing.edit;
const TREE = '/admin/view-listing';

export default defineArea({
  name: 'listings',
  permission: 'listing',
  menu: [
    { code: 'listing-summary', icon: statsChartOutline, groupIcon: homeOutline },
    { code: 'view-listing', icon: gridOutline, groupIcon: homeOutline },
  ],
  words: { withPages: ['listings'] },
  resource: () => import('./resource').then((m) => m.propertyResource),
  pages: [
    { path: TREE, permission: V, load: () => import('./tree/PropertyListPage') },
    { path: `${TREE}/properties/new`, permission: C, load: () => import('./forms/PropertyCreatePage') },
    { path: `${TREE}/properties/:id`, permission: V, load: () => import('./tree/PropertyPage') },
    { path: `${TREE}/properties/:id/edit`, permission: E, load: () => import('./forms/PropertyEditPage') },
    { path: `${TREE}/properties/:id/room-types/new`, permission: C, load: () => import('./forms/RoomTypeCreatePage') },
    { path: `${TREE}/room-types/:id`, permission: V, load: () => import('./tree/RoomTypePage') },
    { path: `${TREE}/room-types/:id/edit`, permission: E, load: () => import('./forms/RoomTypeEditPage') },
    { path: `${TREE}/room-types/:id/units/new`, permission: C, load: () => import('./forms/UnitCreatePage') },
    { path: `${TREE}/units/:id`, permission: V, load: () => import('./unit/UnitPage') },
    { path: `${TREE}/units/:id/edit`, permission: E, load: () => import('./forms/UnitEditPage') },
    { path: '/admin/listing-summary', permission: V, load: () => import('./summary/ListingSummaryPage') },
    { path: '/admin/listing-summary/:propertyId/:gap', permission: V, load: () => import('./summary/GapUnitsPage') },
  ],
});
