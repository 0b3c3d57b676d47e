import type { CreditAccountDetail } from '@shared/contracts/credit';
import type { OwnerDashboardFigures } from '@shared/contracts/dashboard';
import { dashboard } from '@shared/contracts/plain/dashboard';
import { credit } from '@shared/contracts/plain/credit';
import type { UnitDetail } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import type { PayoutAccount } from '@shared/contracts/owners';
import { owners } from '@shared/contracts/plain/owners';
import type { OwnerContract, OwnerStatementList } from '@shared/contracts/owner-statements';
import { ownerStatements } from '@shared/contracts/plain/owner-statements';
import { defineView } from '@app/kit/resource/define-view';
import { api, interactiveEffects } from '@app/lib/api';
import { applyFailureEffects, isApiError } from '@app/lib/api-errors';

/** A 404: the record is not there, or not this owner's; the server does not say which. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A read whose 404 the page shows in place ("not found", no toast); every other failure gets the app's usual
 * toast, sign-out or password screen.
 */
async function notFoundInPlace<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error)) {
      if (isNotFound(error)) error.notified = true;
      else applyFailureEffects(error, interactiveEffects);
    }
    throw error;
  }
}

/**
 * One of the owner's units; another owner's answers 404. Saved apart from the list's rows: a row has no ownership
 * or package history, and the page must not show one as the whole unit.
 */
export const unitRecordView = defineView<UnitDetail>({
  type: 'portal.unit-record',
  read: (id) => notFoundInPlace(() => api.call(listings.unit, { params: { id }, quiet: true })),
});

/** The owner's own credit account: balance and latest entries. */
export const creditView = defineView<CreditAccountDetail>({
  type: 'portal.credit',
  read: (accountId) => notFoundInPlace(() => api.call(credit.holder, { params: { accountId }, quiet: true })),
});

/** The owner's own payout account, masked, with a change waiting for approval and the last one decided. */
export const payoutView = defineView<PayoutAccount>({
  type: 'portal.payout',
  read: (ownerId) => notFoundInPlace(() => api.call(owners.payoutAccount, { params: { id: ownerId }, quiet: true })),
});

/** How many of their statements the portal lists at once: eight years of months, newest first. */
export const STATEMENTS_SHOWN = 100;

/** The owner's statements (the server answers only those sent to them), newest month first. */
export const statementsView = defineView<OwnerStatementList>({
  type: 'portal.statements',
  read: () =>
    notFoundInPlace(() =>
      api.call(ownerStatements.list, {
        query: { sort: JSON.stringify({ month: 'desc' }), pagination: JSON.stringify({ limit: STATEMENTS_SHOWN, currentPage: 1 }) },
        quiet: true,
      }),
    ),
});

/** The owner's contract: the package version in force this month for each of their units. */
export const contractView = defineView<OwnerContract>({
  type: 'portal.contract',
  read: () => notFoundInPlace(() => api.call(ownerStatements.contract, { query: {}, quiet: true })),
});

/** The portal's first screen in one read: the owner's units' occupancy, next arrivals, latest statement and credit. */
export const dashboardView = defineView<OwnerDashboardFigures>({
  type: 'portal.dashboard',
  read: () => notFoundInPlace(() => api.call(dashboard.owner, { quiet: true })),
});
