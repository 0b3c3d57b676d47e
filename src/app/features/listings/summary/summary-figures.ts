import type { PropertySummary } from '@shared/contracts/listings';
import { formatMyr } from '@shared/money';

type Figures = Pick<PropertySummary, 'occupancy' | 'adrSen' | 'revparSen'>;

/** Occupancy as a percentage and ADR/RevPAR as ringgit, in the shown language; `none` where there is nothing to divide by. */
export function formatFigures(figures: Figures, language: string, none: string): { occupancy: string; adr: string; revpar: string } {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  // `RM 114.29` as every other amount in the app writes it, never `MYR 114.29`.
  const ringgit = (sen: number | null) => (sen === null ? none : formatMyr(sen, language));
  return {
    occupancy: figures.occupancy === null ? none : percent.format(figures.occupancy),
    adr: ringgit(figures.adrSen),
    revpar: ringgit(figures.revparSen),
  };
}
