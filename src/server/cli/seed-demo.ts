import { eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { findAccountByEmail, insertAdmin } from '../core/accounts/account-store';
import { writeAudit } from '../core/audit/audit-log';
import { DEMO_ADMINS, DEMO_PASSWORD } from './demo-data';

export interface SeedReport {
  created: number;
  alreadyThere: number;
}

/** Adds the demo data set; what is already there (matched by email) is left as it is. */
export async function seedDemo(db: Db): Promise<SeedReport> {
  const report: SeedReport = { created: 0, alreadyThere: 0 };
  for (const admin of DEMO_ADMINS) {
    if (!isValidPhoneNumber(admin.phone)) throw new Error(`Demo phone ${admin.phone} is not a valid number`);
    await db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, admin.email)) {
        report.alreadyThere++;
        return;
      }
      const row = await insertAdmin(tx, { ...admin, password: DEMO_PASSWORD });
      if (admin.active === false) await tx.update(accounts).set({ active: false }).where(eq(accounts.id, row.id));
      await writeAudit(tx, { actorId: null, viaOutbox: false }, {
        action: 'administrator.create',
        entity: 'administrators.account',
        entityId: row.id,
        after: { email: row.email, name: row.name, permissions: row.permissions, source: 'demo data' },
      });
      report.created++;
    });
  }
  return report;
}
