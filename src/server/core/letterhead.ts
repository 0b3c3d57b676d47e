import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@server/db/client';
import { readStoredFile } from '@server/core/files/storage';

/**
 * The letterhead of the company that operates an owner's units (DESIGN.md §6 Companies: "statements carry its
 * letterhead"): its name, SSM and SST registrations, address and logo. Read here, in core, so a document of one area
 * (an owner statement) does not reach into the companies area for it.
 */
export interface Letterhead {
  name: string;
  registrationNumber: string;
  sstNumber: string | null;
  address: string[];
  /** A PNG or JPEG logo, the only images a PDF takes as they are. */
  logo: Buffer | null;
}

interface CompanyRow {
  name: string;
  registration_number: string;
  sst_number: string | null;
  address_line1: string;
  address_line2: string | null;
  postcode: string;
  city: string;
  state: string;
  logo_file_id: string | null;
}

const COLUMNS = sql`c.name, c.registration_number, c.sst_number, c.address_line1, c.address_line2, c.postcode, c.city, c.state, c.logo_file_id::text AS logo_file_id`;

/**
 * The company of the first of `unitIds` (in the order given: a statement's lines are in print order), else of the unit
 * `ownerId` held most recently; null when the owner has no unit on any company's property.
 */
export async function letterheadFor(db: Executor, unitIds: readonly string[], ownerId: string): Promise<Letterhead | null> {
  let row: CompanyRow | undefined;
  if (unitIds.length) {
    const order = sql.join(unitIds.map((id) => sql`${id}::uuid`), sql`, `);
    [row] = rowsOf<CompanyRow>(
      await db.execute(sql`
        SELECT ${COLUMNS} FROM units u JOIN properties p ON p.id = u.property_id JOIN companies c ON c.id = p.company_id
        WHERE u.id = ANY(ARRAY[${order}]) ORDER BY array_position(ARRAY[${order}], u.id) LIMIT 1`),
    );
  }
  row ??= rowsOf<CompanyRow>(
    await db.execute(sql`
      SELECT ${COLUMNS} FROM unit_ownerships w JOIN units u ON u.id = w.unit_id JOIN properties p ON p.id = u.property_id
      JOIN companies c ON c.id = p.company_id
      WHERE w.owner_id = ${ownerId} ORDER BY w.from_date DESC, u.id LIMIT 1`),
  )[0];
  if (!row) return null;
  const logo = row.logo_file_id ? await readStoredFile(db, row.logo_file_id) : null;
  return {
    name: row.name,
    registrationNumber: row.registration_number,
    sstNumber: row.sst_number,
    address: [row.address_line1, row.address_line2 ?? '', `${row.postcode} ${row.city}`, row.state].map((l) => l.trim()).filter(Boolean),
    logo: logo && (logo.mimeType === 'image/png' || logo.mimeType === 'image/jpeg') ? logo.content : null,
  };
}
