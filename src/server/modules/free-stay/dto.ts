import type { z } from 'zod';
import type { FreeStayAvailability, FreeStayRequest, QuotaDay, freeStayFilter } from '@shared/contracts/free-stay';
import type { RequestRow } from './repo';

type Parsed<S extends Record<string, z.ZodType>> = Partial<{ [K in keyof S]: z.infer<S[K]> }>;
/** What `filter` may hold on the request list, as parsed. */
export type RequestFilter = Parsed<typeof freeStayFilter>;

/** What a record shows beside its row: each night's quota now, and the person's free nights that year. */
export interface RequestFigures {
  quotaNights: QuotaDay[];
  freeNightsThisYear: number;
  /** A pending request's unit and free units now; null once decided. */
  availability: FreeStayAvailability | null;
}

export function toRequest(row: RequestRow, figures: RequestFigures): FreeStayRequest {
  return {
    id: row.id,
    code: row.code,
    accountId: row.accountId,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    accountIsOwner: row.accountKind === 'owner',
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    roomTypeId: row.roomTypeId,
    roomTypeName: row.roomTypeName,
    unitId: row.unitId,
    unitNumber: row.unitNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: figures.quotaNights.length,
    adults: row.adults,
    children: row.children,
    reason: row.reason,
    status: row.status,
    requestedByName: row.requestedByName,
    fromPortal: row.fromPortal,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remark: row.remark,
    reservationId: row.reservationId,
    reservationCode: row.reservationCode,
    quotaNights: figures.quotaNights,
    freeNightsThisYear: figures.freeNightsThisYear,
    availability: figures.availability,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
