import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OwnerContract, OwnerContractUnit } from '@shared/contracts/owner-statements';
import type { FeeBasis, FeeTier } from '@shared/contracts/service-packages';
import { rowsOf, type Executor } from '@server/db/client';
import { ownerStatementPdfs } from '@server/db/schema';
import { fieldRefused, notFound } from '@server/core/errors/http-errors';
import { letterheadFor, type Letterhead } from '@server/core/letterhead';
import { toLine } from './dto';
import { versionInForce } from './fees';
import { monthBounds } from './gather';
import { renderStatementPdf, renderYearSummaryPdf, type PdfCompany, type YearSummaryMonth } from './pdf';
import { pdfLine } from './pdf-lines';
import type { PdfLanguage } from './pdf-words';
import { loadStatement, portalScope } from './repo';
import { SECTION_OF_KIND, STATEMENT_SECTIONS, type StatementSection } from './sections';

/**
 * The statement PDFs served (DESIGN.md §11 reporting; issue 28 "PDF", "Owner portal"). A draft is rendered on each
 * request and says it is a draft. A statement past draft is rendered once — on the first request for it after
 * approval — stored with its SHA-256 (migration 0032: only ever inserted), and from then on served byte for byte: its
 * figures and lines are frozen at approval, and the stored copy keeps the letterhead and the bank as they were printed,
 * whatever changes later. A revision is a statement of its own, so it gets its own copy.
 */

export interface PdfFile {
  content: Buffer;
  sha256: string;
  /** ASCII file name, and the same with the owner's name as written (for `filename*`). */
  filename: string;
  utf8Filename: string;
  /** Rendered now from a draft: never cached. */
  draft: boolean;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `statement-2031-04-r1-Lim_Mei_Ling.pdf`; a name in another script keeps its letters in the UTF-8 name only. */
function fileNames(kind: string, period: string, ownerName: string): { filename: string; utf8Filename: string } {
  const ascii = ownerName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  const utf8 = ownerName.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return { filename: `${kind}-${period}${ascii ? `-${ascii}` : ''}.pdf`, utf8Filename: `${kind}-${period}${utf8 ? `-${utf8}` : ''}.pdf` };
}

interface OwnerFacts {
  name: string;
  language: PdfLanguage;
  address: string[];
  bankName: string | null;
  accountNumber: string | null;
}

async function ownerFacts(db: Executor, ownerId: string): Promise<OwnerFacts> {
  const [row] = rowsOf<{ name: string; language: string | null; a1: string | null; a2: string | null; postcode: string | null; city: string | null; state: string | null; bank_name: string | null; bank_account_number: string | null }>(
    await db.execute(sql`
      SELECT a.name, p.preferred_language AS language, p.address_line1 AS a1, p.address_line2 AS a2, p.postcode, p.city, p.state,
        a.bank_name, a.bank_account_number
      FROM accounts a LEFT JOIN owner_profiles p ON p.account_id = a.id
      WHERE a.id = ${ownerId} AND a.kind = 'owner'`),
  );
  if (!row) throw notFound('Owner');
  const language: PdfLanguage = row.language === 'zh-CN' || row.language === 'ms-MY' ? row.language : 'en-US';
  const cityLine = [row.postcode, row.city].filter(Boolean).join(' ');
  return {
    name: row.name,
    language,
    address: [row.a1, row.a2, cityLine, row.state].map((l) => (l ?? '').trim()).filter(Boolean),
    bankName: row.bank_name,
    accountNumber: row.bank_account_number,
  };
}

function companyOf(letterhead: Letterhead | null): PdfCompany {
  if (!letterhead) return { name: '-', ssmNumber: '-', sstNumber: null, address: [] };
  return { name: letterhead.name, ssmNumber: letterhead.registrationNumber, sstNumber: letterhead.sstNumber, address: letterhead.address, logo: letterhead.logo };
}

const zeroSections = (): Record<StatementSection, number> => Object.fromEntries(STATEMENT_SECTIONS.map((s) => [s, 0])) as Record<StatementSection, number>;

/** Renders a statement from what is in the database now (its figures and lines are frozen once approved). */
async function renderStatement(db: Executor, id: string): Promise<{ content: Buffer; ownerName: string; month: string; revision: number; draft: boolean }> {
  const { row, lines: lineRows } = await loadStatement(db, id);
  const lines = lineRows.map(toLine);
  const owner = await ownerFacts(db, row.ownerId);
  const unitIds = lines.map((l) => l.unitId).filter((u): u is string => u !== null);
  const letterhead = await letterheadFor(db, unitIds, row.ownerId);
  const subtotals = zeroSections();
  for (const line of lines) subtotals[SECTION_OF_KIND[line.kind]] += line.amountSen;
  let supersedes: { revision: number; reason: string } | null = null;
  if (row.supersedesId) {
    const [previous] = rowsOf<{ revision: number }>(await db.execute(sql`SELECT revision FROM owner_statements WHERE id = ${row.supersedesId}`));
    supersedes = { revision: previous?.revision ?? row.revision - 1, reason: row.revisionReason ?? '' };
  }
  const content = await renderStatementPdf({
    language: owner.language,
    company: companyOf(letterhead),
    owner: { name: owner.name, address: owner.address },
    month: row.month,
    revision: row.revision,
    supersedes,
    approved: row.status === 'draft' || !row.approvedAt ? null : { at: row.approvedAt.toISOString(), byName: row.approvedByName ?? '' },
    generatedAt: row.generatedAt.toISOString(),
    lines: lines.map((l) => pdfLine(l, owner.language)),
    subtotalsSen: subtotals,
    netPayoutSen: row.payoutSen,
    bank: owner.bankName && owner.accountNumber ? { bankName: owner.bankName, accountHolder: owner.name, accountNumber: owner.accountNumber } : null,
  });
  return { content, ownerName: owner.name, month: row.month, revision: row.revision, draft: row.status === 'draft' };
}

/** One statement's PDF; any statement an owner may not see is a 404 to them, as for the statement itself. */
export async function statementPdf(db: Executor, id: string, portalOwner: string | null): Promise<PdfFile> {
  const { row } = await loadStatement(db, id, portalOwner ? { scope: portalScope(portalOwner) } : {});
  const names = fileNames('statement', `${row.month}-r${row.revision}`, row.ownerName);
  if (row.status === 'draft') {
    const rendered = await renderStatement(db, id);
    return { content: rendered.content, sha256: sha256(rendered.content), ...names, draft: true };
  }
  const stored = await storedPdf(db, id);
  if (stored) return { ...stored, ...names, draft: false };
  const rendered = await renderStatement(db, id);
  const hash = sha256(rendered.content);
  // Two first requests may race: the first insert wins, and both serve what was stored.
  await db.insert(ownerStatementPdfs).values({ statementId: id, sha256: hash, size: rendered.content.length, content: rendered.content }).onConflictDoNothing();
  const kept = await storedPdf(db, id);
  if (!kept) throw new Error(`The PDF of owner statement ${id} was not stored`);
  return { ...kept, ...names, draft: false };
}

async function storedPdf(db: Executor, id: string): Promise<{ content: Buffer; sha256: string } | null> {
  const [row] = await db.select({ content: ownerStatementPdfs.content, sha256: ownerStatementPdfs.sha256 }).from(ownerStatementPdfs).where(eq(ownerStatementPdfs.statementId, id));
  return row ?? null;
}

/** Whose document a call is about: the owner in the portal (another owner's id is a 404), or the owner an admin names. */
function ownerOfCall(portalOwner: string | null, ownerId: string | undefined): string {
  if (portalOwner) {
    if (ownerId && ownerId !== portalOwner) throw notFound('Owner');
    return portalOwner;
  }
  if (!ownerId) throw fieldRefused('ownerId', 'Name the owner whose document this is', 'required', { field: 'ownerId' });
  return ownerId;
}

/** An ownership of the owner's that holds a day of the statement's month. */
const heldInMonth = sql`EXISTS (SELECT 1 FROM unit_ownerships w WHERE w.owner_id = s.owner_id
  AND w.from_date < (to_date(s.month || '-01', 'YYYY-MM-DD') + interval '1 month')::date
  AND coalesce(w.to_date, 'infinity'::date) > to_date(s.month || '-01', 'YYYY-MM-DD')
  AND w.from_date < coalesce(w.to_date, 'infinity'::date))`;

/**
 * The owner's year for tax: each month's latest approved statement (for an owner in the portal, the latest one sent to
 * them), only months in which they held a unit. The document's date is the latest approval, so the same year gives the
 * same bytes until a month changes.
 */
export async function yearSummaryPdf(db: Executor, year: number, ownerIdAsked: string | undefined, portalOwner: string | null): Promise<PdfFile> {
  const ownerId = ownerOfCall(portalOwner, ownerIdAsked);
  const owner = await ownerFacts(db, ownerId);
  const visible = portalOwner ? sql`s.owner_id = ${portalOwner} AND (s.status = 'sent' OR (s.status = 'superseded' AND s.sent_at IS NOT NULL))` : sql`s.status <> 'draft'`;
  const rows = rowsOf<Record<'month' | 'approved_at', string> & Record<'revision' | 'revenue_sen' | 'commission_sen' | 'management_fee_sen' | 'cleaning_sen' | 'expenses_sen' | 'installments_sen' | 'adjustments_sen' | 'carried_in_sen' | 'payout_sen', number | string>>(
    await db.execute(sql`
      SELECT DISTINCT ON (s.month) s.month, s.revision, s.approved_at::text AS approved_at, s.revenue_sen, s.commission_sen, s.management_fee_sen,
        s.cleaning_sen, s.expenses_sen, s.installments_sen, s.adjustments_sen, s.carried_in_sen, s.payout_sen
      FROM owner_statements s
      WHERE s.owner_id = ${ownerId} AND s.month LIKE ${`${year}-%`} AND ${visible} AND ${heldInMonth}
      ORDER BY s.month, s.revision DESC`),
  );
  const months: Record<string, YearSummaryMonth> = {};
  let asOf = `${year}-01-01T00:00:00.000Z`;
  for (const r of rows) {
    const n = (v: number | string) => Number(v);
    months[r.month] = {
      revision: n(r.revision),
      subtotalsSen: {
        revenue: n(r.revenue_sen),
        commission: n(r.commission_sen),
        fees: n(r.management_fee_sen),
        cleaning: n(r.cleaning_sen),
        expenses: n(r.expenses_sen),
        installments: n(r.installments_sen),
        adjustments: n(r.adjustments_sen),
        carried: n(r.carried_in_sen),
      },
      netPayoutSen: n(r.payout_sen),
    };
    const approved = new Date(r.approved_at).toISOString();
    if (approved > asOf) asOf = approved;
  }
  const letterhead = await letterheadFor(db, [], ownerId);
  const content = await renderYearSummaryPdf({ language: owner.language, company: companyOf(letterhead), owner: { name: owner.name, address: owner.address }, year, months, asOf });
  return { content, sha256: sha256(content), ...fileNames('year-summary', String(year), owner.name), draft: false };
}

/** This month in Malaysia, `YYYY-MM`. */
function monthInMalaysia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
}

interface VersionRow {
  package_id: string;
  package_name: string;
  versionNumber: number;
  effectiveMonth: string;
  fee_basis: FeeBasis;
  rate_bp: number;
  tiers: FeeTier[] | null;
  minimum_monthly_fee_sen: number | string | null;
  cleaning_pass_through: boolean;
  expense_markup_bp: number;
}

/**
 * The owner's contract, read-only (issue 28 "Owner portal"): each unit they hold in the month, and the service package
 * version in force for it that month — the same version the month's statement charges its fee by.
 */
export async function ownerContract(db: Executor, query: { ownerId?: string; month?: string }, portalOwner: string | null): Promise<OwnerContract> {
  const ownerId = ownerOfCall(portalOwner, query.ownerId);
  await ownerFacts(db, ownerId);
  const month = query.month ?? monthInMalaysia();
  const { first, next } = monthBounds(month);
  const units = rowsOf<{ unit_id: string; unit_number: string; property_name: string; from_date: string; to_date: string | null; package_id: string | null }>(
    await db.execute(sql`
      SELECT u.id::text AS unit_id, u.unit_number, p.name AS property_name, w.from_date::text AS from_date, w.to_date::text AS to_date,
        up.package_id::text AS package_id
      FROM unit_ownerships w JOIN units u ON u.id = w.unit_id JOIN properties p ON p.id = u.property_id
      LEFT JOIN unit_packages up ON up.unit_id = u.id AND up.from_month <= ${month} AND (up.to_month IS NULL OR up.to_month > ${month})
      WHERE w.owner_id = ${ownerId} AND w.from_date < ${next}::date AND coalesce(w.to_date, 'infinity'::date) > ${first}::date
        AND w.from_date < coalesce(w.to_date, 'infinity'::date)
      ORDER BY p.name, u.unit_number, u.id, w.from_date`),
  );
  const packageIds = [...new Set(units.map((u) => u.package_id).filter((id): id is string => id !== null))];
  const versions = packageIds.length
    ? rowsOf<VersionRow>(
        await db.execute(sql`
          SELECT v.package_id::text AS package_id, sp.name AS package_name, v.version_number AS "versionNumber", v.effective_month AS "effectiveMonth",
            v.fee_basis, v.rate_bp, v.tiers, v.minimum_monthly_fee_sen, v.cleaning_pass_through, v.expense_markup_bp
          FROM service_package_versions v JOIN service_packages sp ON sp.id = v.package_id
          WHERE v.package_id IN (${sql.join(packageIds.map((id) => sql`${id}::uuid`), sql`, `)})`),
      )
    : [];
  const result: OwnerContractUnit[] = units.map((u) => {
    const v = u.package_id ? versionInForce(versions.filter((x) => x.package_id === u.package_id), month) : null;
    return {
      unitId: u.unit_id,
      unitNumber: u.unit_number,
      propertyName: u.property_name,
      ownedFrom: u.from_date,
      ownedTo: u.to_date,
      terms: v
        ? {
            packageName: v.package_name,
            versionNumber: v.versionNumber,
            effectiveMonth: v.effectiveMonth,
            feeBasis: v.fee_basis,
            rateBp: v.rate_bp,
            tiers: v.tiers,
            minimumMonthlyFeeSen: v.minimum_monthly_fee_sen === null ? null : Number(v.minimum_monthly_fee_sen),
            cleaningPassThrough: v.cleaning_pass_through,
            expenseMarkupBp: v.expense_markup_bp,
          }
        : null,
    };
  });
  return { ownerId, month, units: result };
}
