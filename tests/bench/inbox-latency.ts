import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { accounts, creditRequests } from '@server/db/schema';
import { ALL_PERMISSION_CODES } from '@shared/permissions';
import { listApprovals } from '@server/modules/approvals/service';
import { creditInboxSources } from '@server/modules/credit/inbox';
import { userInboxSources } from '@server/modules/users/inbox';
import type { Scenario } from './list-latency';

const DAY = 86_400_000;
const SOURCES = [...userInboxSources, ...creditInboxSources];

/**
 * `rows` pending decisions of three kinds, spread over the last 200 days so the kinds interleave:
 * 40 % users waiting for approval, 20 % riders waiting for verification, 40 % credit requests that
 * another admin asked for (the reader, the first admin, may decide all of them).
 */
async function seedMixedInbox(db: Database['db'], rows: number): Promise<void> {
  const now = Date.now();
  const users = Math.round(rows * 0.4);
  const riders = Math.round(rows * 0.2);
  const requests = rows - users - riders;
  const at = (i: number) => new Date(now - (i % 200) * DAY - (i % 86_400) * 1000);
  const person = (i: number, pendingRider: boolean) => ({
    accountNumber: sql`nextval('account_number_seq')::text`,
    kind: 'user' as const,
    role: pendingRider ? ('rider' as const) : ('guest' as const),
    name: `Inbox Person ${i}`,
    email: `inbox${i}@stayops.bench`,
    country: 'MY',
    approvalStatus: pendingRider ? ('approved' as const) : ('pending' as const),
    verificationStatus: pendingRider ? ('pending' as const) : null,
    createdAt: at(i),
  });
  const people = [...Array.from({ length: users }, (_, i) => person(i, false)), ...Array.from({ length: riders }, (_, i) => person(users + i, true))];
  for (let start = 0; start < people.length; start += 1000) await db.insert(accounts).values(people.slice(start, start + 1000) as never);

  const [maker] = await db
    .insert(accounts)
    .values({ accountNumber: sql`nextval('account_number_seq')::text`, kind: 'admin', name: 'Inbox Maker', email: 'maker@stayops.bench', permissions: [64, 65] } as never)
    .returning({ id: accounts.id });
  const holders = await db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.email} like 'inbox%@stayops.bench'`).limit(200);
  const asks = Array.from({ length: requests }, (_, i) => ({
    accountId: holders[i % holders.length].id,
    kind: 'top_up' as const,
    amountSen: 1_000 + (i % 500) * 100,
    reason: `Bench top-up ${i}`,
    makerId: maker.id,
    createdAt: at(i * 7 + 3),
  }));
  for (let start = 0; start < asks.length; start += 1000) await db.insert(creditRequests).values(asks.slice(start, start + 1000));
}

/** DESIGN.md §10 via issue 9: the approvals inbox's first page with thousands waiting, read by an admin who may decide every kind. */
export const INBOX: Scenario = {
  seed: seedMixedInbox,
  path: '/api/approvals',
  search: 'limit=20&page=1',
  // The same sources merged by the same service, without HTTP, the session check or JSON: the floor.
  bare: async (db) => {
    const [root] = await db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.email} = 'root@stayops.bench'`);
    const answer = await listApprovals(db, SOURCES, { actor: { actorId: root.id, viaOutbox: false }, permissions: ALL_PERMISSION_CODES }, { limit: 20, page: 1 });
    if (answer.items.length !== 20) throw new Error(`the inbox page has ${answer.items.length} items`);
  },
};
