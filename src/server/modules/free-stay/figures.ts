import type { FreeStayRequest, QuotaDay } from '@shared/contracts/free-stay';
import type { Executor } from '@server/db/client';
import { availabilityOf } from './availability';
import { toRequest } from './dto';
import { nightsOf, readPageFigures, yearKey } from './quota';
import type { RequestRow } from './repo';

/**
 * Requests as the API shows them, with each night's quota now and the person's approved free nights in the year of
 * check-in: one statement (`readPageFigures`), whatever the page's size; a pending one's availability came with its
 * row. `portal`: an owner reads it, who learns nothing of other units.
 */
export async function withFigures(db: Executor, rows: RequestRow[], portal = false): Promise<FreeStayRequest[]> {
  if (!rows.length) return [];
  const nights = new Map(rows.map((row) => [row.id, nightsOf(row.checkIn, row.checkOut)]));
  const keys = new Map(rows.map((row) => {
    const year = Number(row.checkIn.slice(0, 4));
    return [yearKey(row.accountId, year), { accountId: row.accountId, year }];
  }));
  const { days, years } = await readPageFigures(db, [...nights.values()].flat(), [...keys.values()]);
  return rows.map((row) =>
    toRequest(row, {
      quotaNights: (nights.get(row.id) ?? []).map((date) => days.get(date) as QuotaDay),
      freeNightsThisYear: years.get(yearKey(row.accountId, Number(row.checkIn.slice(0, 4)))) ?? 0,
      availability: availabilityOf(row, portal),
    }),
  );
}

export async function withFiguresOne(db: Executor, row: RequestRow, portal = false): Promise<FreeStayRequest> {
  const [request] = await withFigures(db, [row], portal);
  return request;
}
