import { asc, eq, inArray } from 'drizzle-orm';
import type { GlobalSetting, GlobalSettingChange, GlobalSettingList, NewSstRate, SstRateList } from '@shared/contracts/global-settings';
import { GLOBAL_SETTING_KEYS } from '@shared/contracts/global-settings';
import { todayInKl } from '@shared/identity';
import { refusal } from '@shared/refusals';
import type { Db, Executor } from '@server/db/client';
import { accounts, sstRates } from '@server/db/schema';
import { lastChangeOf, writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { badRequest, conflict } from '@server/core/errors/http-errors';
import { movedOnRefusal } from '@server/core/guarded-change';
import {
  forgetGlobalSettings, GLOBAL_SETTING_DEFAULTS, lockGlobalSetting, storedGlobalSettings, writeGlobalSetting, type StoredSetting,
} from '@server/core/global-settings';

const ENTITY = 'global-settings.setting';
const SST_ENTITY = 'global-settings.sst-rate';

type Key = GlobalSetting['key'];

async function namesOf(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function view(key: Key, row: StoredSetting | undefined, names: Map<string, string>): GlobalSetting {
  const defaultValue = GLOBAL_SETTING_DEFAULTS[key];
  const changed = row !== undefined && row.version > 0;
  return {
    key,
    value: (changed ? row.value : defaultValue) as GlobalSetting['value'],
    defaultValue,
    version: row?.version ?? 0,
    updatedAt: changed ? row.updatedAt.toISOString() : null,
    updatedByName: changed && row.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
  };
}

export async function listSettings(db: Db): Promise<GlobalSettingList> {
  // Read afresh: the screen shows the versions a change will be compared with.
  forgetGlobalSettings(db);
  const rows = await storedGlobalSettings(db);
  const names = await namesOf(db, GLOBAL_SETTING_KEYS.map((k) => rows.get(k)?.updatedBy ?? null));
  return { settings: GLOBAL_SETTING_KEYS.map((key) => view(key, rows.get(key), names)) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One value, changed against the version the admin saw. A repeat of the same value is no change (nothing written,
 * nothing audited), so a replayed call answers as the first did.
 */
export async function updateSetting(db: Db, actor: AuditActor, change: GlobalSettingChange): Promise<GlobalSetting> {
  const { key, expected, value } = change;
  const result = await db.transaction(async (tx) => {
    const row = await lockGlobalSetting(tx, key);
    const names = await namesOf(tx, [row.updatedBy]);
    const now = view(key, row, names);
    if (same(now.value, value) && (expected === row.version || expected === row.version - 1)) return now;
    if (expected !== row.version) {
      throw conflict(
        `This setting was changed by someone else (it is now version ${row.version}); review it and change it again`,
        now,
        await lastChangeOf(tx, ENTITY, key),
        movedOnRefusal('version', row.version, { name: now.updatedByName, at: now.updatedAt }),
      );
    }
    const version = row.version + 1;
    await writeGlobalSetting(tx, key, value, actor.actorId, version);
    await writeAudit(tx, actor, { action: 'global-settings.update', entity: ENTITY, entityId: key, before: { value: now.value, version: row.version }, after: { value, version } });
    return view(key, { value, version, updatedAt: new Date(), updatedBy: actor.actorId }, await namesOf(tx, [actor.actorId]));
  });
  forgetGlobalSettings(db);
  return result;
}

export async function listSstRates(db: Executor): Promise<SstRateList> {
  const today = todayInKl();
  const rows = await db.select().from(sstRates).orderBy(asc(sstRates.effectiveFrom));
  const current = rows.filter((r) => r.effectiveFrom <= today).at(-1)?.effectiveFrom ?? null;
  return { today, rates: rows.map((r) => ({ effectiveFrom: r.effectiveFrom, rateBp: r.rateBp, inForce: r.effectiveFrom === current })).reverse() };
}

async function rateTaken(db: Executor, effectiveFrom: string) {
  return conflict(
    `A rate already starts on ${effectiveFrom}`,
    (await listSstRates(db)).rates.find((r) => r.effectiveFrom === effectiveFrom) ?? null,
    await lastChangeOf(db, SST_ENTITY, effectiveFrom),
    refusal('sst_rate_exists', { effectiveFrom }),
  );
}

/**
 * A rate from a future date. A stay or quote is priced at the rate of its check-in date, so one already dated keeps
 * its rate; a rate is never edited or removed once added (a later one supersedes it).
 */
export async function addSstRate(db: Db, actor: AuditActor, input: NewSstRate): Promise<SstRateList> {
  const today = todayInKl();
  if (input.effectiveFrom <= today) {
    throw badRequest(`A new SST rate starts after ${today}`, refusal('sst_rate_not_future', { today }));
  }
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(sstRates).where(eq(sstRates.effectiveFrom, input.effectiveFrom)).for('update');
    if (existing) {
      // The same rate again is the same request (a repeat): nothing to add.
      if (existing.rateBp === input.rateBp) return;
      throw await rateTaken(tx, input.effectiveFrom);
    }
    const inserted = await tx.insert(sstRates).values(input).onConflictDoNothing().returning();
    if (!inserted.length) throw await rateTaken(tx, input.effectiveFrom);
    await writeAudit(tx, actor, { action: 'global-settings.add-sst-rate', entity: SST_ENTITY, entityId: input.effectiveFrom, after: input });
  });
  return listSstRates(db);
}
