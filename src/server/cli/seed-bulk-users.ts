import { sql } from 'drizzle-orm';
import { USER_ROLES } from '@shared/contracts/users';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

const GIVEN = ['Nurul', 'Siti', 'Muhammad', 'Ahmad', 'Wei Ming', 'Mei Ling', 'Rajesh', 'Kavitha', 'Hafiz', 'Aisyah', 'Jia Hui', 'Arun', 'Farah', 'Kok Wah', 'Li Ying', 'Priya'];
const FAMILY = ['Tan', 'Lim', 'Wong', 'Lee', 'Ng', 'Ismail', 'Osman', 'Ahmad', 'Subramaniam', 'Muniandy', 'Abdullah', 'Chong', 'Yap', 'Teo', 'Rahman', 'Krishnan'];
const DAY = 86_400_000;

/**
 * Many users for measurements (`seed-demo --users N`): realistic spread of roles and states,
 * inserted in batches; runs again add N more (their emails carry the batch's start time).
 */
export async function seedBulkUsers(db: Db, n: number, onProgress?: (done: number) => void): Promise<number> {
  const batch = 2000;
  const tag = Date.now().toString(36);
  const now = Date.now();
  for (let start = 0; start < n; start += batch) {
    const rows = Array.from({ length: Math.min(batch, n - start) }, (_, k) => {
      const i = start + k;
      const role = USER_ROLES[i % USER_ROLES.length];
      return {
        accountNumber: sql`nextval('account_number_seq')::text`,
        kind: role === 'owner' ? 'owner' : 'user',
        role,
        name: `${GIVEN[i % GIVEN.length]} ${FAMILY[(i * 7) % FAMILY.length]}`,
        email: `u${i}.${tag}@bulk.stayops.my`,
        phone: `+601${String(10_000_000 + ((i * 7919) % 90_000_000)).padStart(8, '0')}`,
        country: 'MY',
        approvalStatus: i % 10 === 0 ? 'pending' : i % 23 === 0 ? 'rejected' : 'approved',
        banned: i % 50 === 0,
        banRemark: i % 50 === 0 ? 'Bulk demo ban' : null,
        isVip: i % 17 === 0,
        agentType: role === 'agent' ? (['freelance', 'in_house', 'corporate'] as const)[i % 3] : null,
        commissionRate: role === 'agent' ? (i % 1000) / 100 : null,
        verificationStatus: role === 'rider' ? (i % 4 === 0 ? 'pending' : 'approved') : null,
        lastLoginAt: i % 7 === 0 ? null : new Date(now - (i % 365) * DAY),
        createdAt: new Date(now - (i % 1000) * DAY - (i % 86_400) * 1000),
      };
    });
    await db.insert(accounts).values(rows as never);
    onProgress?.(Math.min(start + batch, n));
  }
  await db.execute(sql`ANALYZE accounts`);
  return n;
}
