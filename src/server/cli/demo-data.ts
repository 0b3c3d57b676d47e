import { P, type PermissionAction, type PermissionArea, permissionCode } from '@shared/permissions';

const all = (area: PermissionArea): number[] => (['view', 'create', 'edit', 'approve'] as PermissionAction[]).map((a) => permissionCode(area, a));
const view = (area: PermissionArea): number => P[area].view;

export const DEMO_PASSWORD = 'StayOps-demo-2026';

export interface DemoAdmin {
  name: string;
  email: string;
  phone: string;
  permissions: number[];
  active?: boolean;
}

/** A small Malaysian operations team, each with the codes their job needs. */
export const DEMO_ADMINS: DemoAdmin[] = [
  {
    name: 'Nurul Aisyah binti Ahmad',
    email: 'aisyah.ops@stayops.my',
    phone: '+60123456701',
    permissions: [
      ...all('user'), ...all('listing'), ...all('reservation'), ...all('owner'), ...all('freeStay'),
      ...all('announcement'), ...all('holiday'), view('admin'),
    ],
  },
  {
    name: 'Tan Wei Ming',
    email: 'weiming.finance@stayops.my',
    phone: '+60163345512',
    permissions: [...all('dsr'), ...all('expenses'), ...all('revenue'), ...all('reporting'), ...all('credit'), view('owner')],
  },
  {
    name: 'Rajesh a/l Subramaniam',
    email: 'rajesh.checker@stayops.my',
    phone: '+60197788123',
    permissions: [...all('dsrChecking'), view('dsr'), view('revenue'), view('expenses'), view('reporting'), P.reporting.approve],
  },
  {
    name: 'Siti Hajar binti Osman',
    email: 'sitihajar.frontdesk@stayops.my',
    phone: '+60138812345',
    permissions: [view('user'), ...all('reservation'), view('listing')],
  },
  {
    name: 'Lim Mei Ling',
    email: 'meiling.owners@stayops.my',
    phone: '+60172233445',
    permissions: [...all('owner'), ...all('freeStay'), view('credit'), P.credit.create, view('listing')],
  },
  {
    name: 'Muhammad Hafiz bin Ismail',
    email: 'hafiz.field@stayops.my',
    phone: '+601123456789',
    permissions: [view('user'), P.user.edit, P.user.approve],
  },
  {
    name: 'Kavitha a/p Muniandy',
    email: 'kavitha.hr@stayops.my',
    phone: '+60145566778',
    permissions: [...all('admin'), view('user')],
  },
  // The credit desk: they ask for top-ups and deductions (64, 65) and never approve (67), so the
  // finance admin or the first admin has their requests to decide.
  {
    name: 'Nurul Huda binti Zakaria',
    email: 'huda.credit@stayops.my',
    phone: '+60135567821',
    permissions: [P.credit.view, P.credit.create],
  },
  {
    name: 'Jeevan a/l Ganesan',
    email: 'jeevan.credit@stayops.my',
    phone: '+60167781234',
    permissions: [P.credit.view, P.credit.create],
  },
  {
    name: 'Wong Kar Hoe',
    email: 'karhoe.former@stayops.my',
    phone: '+60102233445',
    permissions: [view('reservation')],
    active: false,
  },
];
