import { describe, expect, it } from 'vitest';
import { formatFigures } from '@app/features/listings/summary/summary-figures';

describe('the listing summary figures, as shown', () => {
  it('formats occupancy as a percentage and ADR/RevPAR as ringgit in the language shown', () => {
    const en = formatFigures({ occupancy: 0.125, adrSen: 11_429, revparSen: 1_429 }, 'en-US', '–');
    // The same `RM` as every other amount (formatMyr), never the currency code `MYR`.
    expect({ ...en, adr: en.adr.replace(/\s/g, ' '), revpar: en.revpar.replace(/\s/g, ' ') }).toEqual({ occupancy: '12.5%', adr: 'RM 114.29', revpar: 'RM 14.29' });
    expect(en.adr).not.toContain('MYR');
    expect(formatFigures({ occupancy: 0.5, adrSen: 11_429, revparSen: 1_429 }, 'zh-CN', '–').adr).not.toContain('MYR');
    expect(formatFigures({ occupancy: 0.125, adrSen: 11_429, revparSen: 1_429 }, 'ms-MY', '–').adr.replace(/\s/g, '')).toBe('RM114.29');
  });

  it('shows the placeholder where there is nothing to divide by', () => {
    expect(formatFigures({ occupancy: null, adrSen: null, revparSen: null }, 'en-US', '–')).toEqual({ occupancy: '–', adr: '–', revpar: '–' });
  });
});
