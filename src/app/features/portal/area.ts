import { cardOutline, documentTextOutline, gridOutline, homeOutline, readerOutline, walletOutline } from 'ionicons/icons';
import { defineArea } from '@app/kit/area';

/**
 * The owner portal (DESIGN.md §6 Owners): what an owner signed in with portal access sees. Every call it makes
 * is one the server scopes to the owner (`owners: true` in the contracts); there are no admin pages here.
 */
export default defineArea({
  name: 'portal',
  words: { withPages: ['portal'] },
  pages: [],
  portal: {
    // The first entry is where an owner lands after signing in: their dashboard.
    menu: [
      { path: '/portal/dashboard', label: 'portal.dashboard', icon: gridOutline },
      { path: '/portal/units', label: 'portal.units', icon: homeOutline },
      { path: '/portal/credit', label: 'portal.credit', icon: walletOutline },
      { path: '/portal/payout', label: 'portal.payout', icon: cardOutline },
      { path: '/portal/statements', label: 'portal.statements', icon: documentTextOutline },
      { path: '/portal/contract', label: 'portal.contract', icon: readerOutline },
    ],
    pages: [
      { path: '/portal/dashboard', load: () => import('./DashboardPage') },
      { path: '/portal/units', load: () => import('./UnitListPage') },
      { path: '/portal/units/:id', load: () => import('./UnitPage') },
      { path: '/portal/credit', load: () => import('./CreditPage') },
      { path: '/portal/payout', load: () => import('./PayoutPage') },
      { path: '/portal/statements', load: () => import('./StatementsPage') },
      { path: '/portal/contract', load: () => import('./ContractPage') },
    ],
  },
});
