import type { z } from 'zod';
import type { Company, CompanyList, companyPatch, newCompany } from '@shared/contracts/companies';
import type { ParsedList } from '@shared/list-params';
import type { Db, Executor } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { changedFields, sameVersion } from '@server/core/edits';
import { conflict } from '@server/core/errors/http-errors';
import { requiredFile, type MultipartBody } from '@server/core/files/multipart';
import { storedDownload, type Download } from '@server/core/files/download';
import { saveFile } from '@server/core/files/storage';
import { DecisionConflict, guardedChange, type GuardedChange } from '@server/core/guarded-change';
import { e164 } from '@server/core/phone';
import { toCompany, type CompanyFilter } from './dto';
import { companyPage, insertCompany, loadCompany, registrationTaken, updateCompany, type CompanyListRow } from './repo';

const LOGO = { types: ['image/jpeg', 'image/png', 'image/webp'] as const, label: 'JPEG, PNG or WebP images' };

function registrationInUse(): never {
  throw conflict('Another company already has this SSM registration number', undefined);
}

export async function listCompanies(db: Executor, q: ParsedList<CompanyFilter>): Promise<CompanyList> {
  const page = await companyPage(db, q);
  return { totalCount: page.totalCount, companies: page.rows.map(toCompany) };
}

export async function getCompany(db: Executor, id: string): Promise<Company> {
  return toCompany(await loadCompany(db, id));
}

export async function createCompany(db: Db, actor: AuditActor, input: z.output<typeof newCompany>): Promise<Company> {
  return db.transaction(async (tx) => {
    if (await registrationTaken(tx, input.registrationNumber, null)) registrationInUse();
    const id = await insertCompany(tx, { ...input, phone: e164(input.phone) ?? null, email: input.email ?? null });
    const after = toCompany(await loadCompany(tx, id));
    await writeAudit(tx, actor, { action: 'company.create', entity: 'companies.company', entityId: id, after });
    return after;
  });
}

/** A change to the company, its row locked: the audit entry and a 409 with the company as it is now are the core's. */
const change = (db: Db, actor: AuditActor, id: string, what: Pick<GuardedChange<CompanyListRow, Company>, 'action' | 'expected' | 'apply'>) =>
  guardedChange<CompanyListRow, Company>(db, actor, { ...what, entity: 'companies.company', lock: (tx) => loadCompany(tx, id, true), idOf: (row) => row.id, view: toCompany });

export function updateCompanyDetails(db: Db, actor: AuditActor, id: string, input: z.output<typeof companyPatch>): Promise<Company> {
  return change(db, actor, id, {
    action: input.active === false ? 'company.deactivate' : 'company.edit',
    expected: (row) => sameVersion(row.version, input.version),
    apply: async (tx, row) => {
      const patch = changedFields({ ...input, phone: e164(input.phone) }, row);
      if (!Object.keys(patch).length) return null;
      if (patch.registrationNumber && (await registrationTaken(tx, patch.registrationNumber, row.id))) registrationInUse();
      if (patch.active === false && row.propertyCount > 0) {
        throw new DecisionConflict(`This company operates ${row.propertyCount} properties: move them to another company before deactivating it`);
      }
      await updateCompany(tx, row.id, patch);
      return loadCompany(tx, row.id);
    },
  });
}

/** A new logo replaces the old one (the old file stays, as every upload does); images only, sniffed by content. */
export async function uploadLogo(db: Db, actor: AuditActor, id: string, form: MultipartBody): Promise<Company> {
  const file = requiredFile(form, 'logo', 'the logo', LOGO);
  return change(db, actor, id, {
    action: 'company.logo',
    apply: async (tx, row) => {
      const saved = await saveFile(tx, { accountId: null, kind: 'company_logo', mimeType: file.mimeType, content: file.content, uploadedBy: actor.actorId });
      await updateCompany(tx, row.id, { logoFileId: saved.id });
      return loadCompany(tx, row.id);
    },
  });
}

export async function logoOf(db: Executor, id: string): Promise<Download> {
  return storedDownload(db, (await loadCompany(db, id)).logoFileId, 'Logo');
}
