import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accounts } from '@server/db/schema';
import { hashPassword } from '@server/core/auth/passwords';

const GIVEN = ['Nurul', 'Siti', 'Muhammad', 'Ahmad', 'Wei Ming', 'Mei Ling', 'Rajesh', 'Kavitha', 'Hafiz', 'Aisyah', 'Jia Hui', 'Arun', 'Farah', 'Tan', 'Lim', 'Wong'];
const FAMILY = ['Tan', 'Lim', 'Wong', 'Lee', 'Ng', 'Ismail', 'Osman', 'Ahmad', 'Subramaniam', 'Muniandy', 'Abdullah', 'Chong', 'Yap', 'Teo', 'Rahman', 'Krishnan'];

/** Bulk admins for measurements: one shared password hash, codes spread so filters select a realistic share. */
export async function seedAdmins(db: Db, n: number): Promise<void> {
  const passwordHash = await hashPassword('bench-password-123');
  const batch = 1000;
  for (let start = 0; start < n; start += batch) {
    const rows = Array.from({ length: Math.min(batch, n - start) }, (_, k) => {
      const i = start + k;
      const name = `${GIVEN[i % GIVEN.length]} ${FAMILY[(i * 7) % FAMILY.length]} ${i}`;
      return {
        accountNumber: sql`nextval('account_number_seq')::text`,
        kind: 'admin' as const,
        name,
        email: `bench${i}@stayops.bench`,
        phone: `+6012${String(1000000 + i).slice(-7)}`,
        passwordHash,
        permissions: i % 3 === 0 ? [4, 5, 6, 7, 12] : i % 3 === 1 ? [24, 25, 40] : [0, 4],
        active: i % 20 !== 0,
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
      };
    });
    await db.insert(accounts).values(rows as never);
  }
  await db.execute(sql`ANALYZE accounts`);
}
