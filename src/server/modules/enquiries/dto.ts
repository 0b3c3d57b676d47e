import type { z } from 'zod';
import type { Enquiry, EnquiryDetail, EnquiryStatusChange, enquiryFilter } from '@shared/contracts/enquiries';
import type { EnquiryStatusChangeRow } from '@server/db/schema';
import type { EnquiryListRow } from './repo';

type Parsed<S extends Record<string, z.ZodType>> = Partial<{ [K in keyof S]: z.infer<S[K]> }>;
export type EnquiryFilter = Parsed<typeof enquiryFilter>;

export function toEnquiry(row: EnquiryListRow): Enquiry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    roomTypeId: row.roomTypeId,
    roomTypeName: row.roomTypeName,
    unitId: row.unitId,
    unitNumber: row.unitNumber,
    adults: row.adults,
    children: row.children,
    message: row.message,
    guestNationality: row.guestNationality,
    channel: row.channel,
    status: row.status,
    reservationId: row.reservationId,
    reservationCode: row.reservationCode,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEnquiryStatusChange({ change, changedByName }: { change: EnquiryStatusChangeRow; changedByName: string | null }): EnquiryStatusChange {
  return {
    id: change.id,
    from: change.fromStatus as EnquiryStatusChange['from'],
    to: change.toStatus as EnquiryStatusChange['to'],
    remark: change.remark,
    changedByName,
    at: change.changedAt.toISOString(),
  };
}

/** The enquiry with its history: what the record page, answers, conflicts and the audit show. */
export interface EnquiryRecord {
  row: EnquiryListRow;
  history: Parameters<typeof toEnquiryStatusChange>[0][];
}

export function toEnquiryDetail(record: EnquiryRecord): EnquiryDetail {
  return { ...toEnquiry(record.row), reservationStatus: record.row.reservationStatus, history: record.history.map(toEnquiryStatusChange) };
}
