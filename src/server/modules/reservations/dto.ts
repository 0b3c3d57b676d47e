import type { z } from 'zod';
import {
  nightsBetween, type Reservation, type ReservationDetail, type ReservationPayment, type StatusChange, type reservationFilter,
} from '@shared/contracts/reservations';
import type { ReservationPaymentRow, ReservationStatusChangeRow } from '@server/db/schema';
import type { ReservationListRow } from './repo';

type Parsed<S extends Record<string, z.ZodType>> = Partial<{ [K in keyof S]: z.infer<S[K]> }>;
export type ReservationFilter = Parsed<typeof reservationFilter>;

/** What the guest pays the operator: the tourism tax only when the operator collects it (a platform that did is not charged again). */
export function totalOf(row: Pick<ReservationListRow, 'roomRevenueSen' | 'cleaningFeeSen' | 'sstSen' | 'tourismTaxSen' | 'tourismTaxCollectedBy'>): number {
  return row.roomRevenueSen + row.cleaningFeeSen + row.sstSen + (row.tourismTaxCollectedBy === 'operator' ? row.tourismTaxSen : 0);
}

/** `ownerScope`: an owner in the portal, who sees the stay but not the guest's contacts. */
export function toReservation(row: ReservationListRow, ownerScope: string | null = null): Reservation {
  const hideContacts = ownerScope !== null;
  return {
    id: row.id,
    code: row.code,
    unitId: row.unitId,
    unitNumber: row.unitNumber,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    roomTypeId: row.roomTypeId,
    roomTypeName: row.roomTypeName,
    guestName: row.guestName,
    guestPhone: hideContacts ? null : row.guestPhone,
    guestEmail: hideContacts ? null : row.guestEmail,
    guestNationality: row.guestNationality,
    guestPermanentResident: row.guestPermanentResident,
    adults: row.adults,
    children: row.children,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    channel: row.channel,
    kind: row.kind,
    status: row.status,
    roomRevenueSen: row.roomRevenueSen,
    cleaningFeeSen: row.cleaningFeeSen,
    channelCommissionSen: row.channelCommissionSen,
    sstSen: row.sstSen,
    tourismTaxSen: row.tourismTaxSen,
    tourismTaxCollectedBy: row.tourismTaxCollectedBy,
    totalSen: totalOf(row),
    paidSen: row.paidSen,
    notes: row.notes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPayment({ payment, createdByName }: { payment: ReservationPaymentRow; createdByName: string | null }): ReservationPayment {
  return {
    id: payment.id,
    method: payment.method,
    amountSen: payment.amountSen,
    paidOn: payment.paidOn,
    reference: payment.reference,
    createdByName,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function toStatusChange({ change, changedByName }: { change: ReservationStatusChangeRow; changedByName: string | null }): StatusChange {
  return {
    id: change.id,
    from: change.fromStatus as StatusChange['from'],
    to: change.toStatus as StatusChange['to'],
    remark: change.remark,
    changedByName,
    at: change.changedAt.toISOString(),
  };
}

/** A stay with its payments and history: what the record page, answers, conflicts and the audit show. */
export interface ReservationRecord {
  row: ReservationListRow;
  payments: Parameters<typeof toPayment>[0][];
  history: Parameters<typeof toStatusChange>[0][];
}

export function toDetail(record: ReservationRecord, ownerScope: string | null = null): ReservationDetail {
  return { ...toReservation(record.row, ownerScope), payments: record.payments.map(toPayment), history: record.history.map(toStatusChange) };
}
