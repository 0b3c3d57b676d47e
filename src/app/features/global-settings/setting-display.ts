import type { TFunction } from 'i18next';
import { GLOBAL_SETTING_UNITS, type EditableGlobalSettingKey } from '@shared/contracts/plain/global-settings';
import { formatMyr } from '@shared/money';

type Value = number | string | number[];

/** Sunday first, as the server counts (0–6). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function weekdayName(day: number, language: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

/** A value as the screen shows it, in the reader's language. */
export function displayValue(t: TFunction, key: EditableGlobalSettingKey, value: Value, language: string): string {
  const unit = GLOBAL_SETTING_UNITS[key];
  if (unit === 'weekdays') {
    const days = value as number[];
    return days.length ? days.map((d) => weekdayName(d, language)).join(', ') : t('none');
  }
  if (unit === 'time') return String(value);
  const n = value as number;
  const number = new Intl.NumberFormat(language).format(n);
  switch (unit) {
    case 'sen':
      return formatMyr(n, language);
    case 'bytes':
      return t('unit.megabytes', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(n / 1024 / 1024) });
    default:
      return t(`unit.${unit}`, { count: n, value: number });
  }
}

/** What the edit box holds for a value (ringgit for sen, megabytes for bytes), and back. */
export function toInput(key: EditableGlobalSettingKey, value: Value): string {
  const unit = GLOBAL_SETTING_UNITS[key];
  if (unit === 'sen') return ((value as number) / 100).toFixed(2);
  if (unit === 'bytes') return String(Math.round(((value as number) / 1024 / 1024) * 100) / 100);
  return String(value);
}

export function fromInput(key: EditableGlobalSettingKey, input: string): Value | null {
  const unit = GLOBAL_SETTING_UNITS[key];
  const text = input.trim();
  if (unit === 'time') return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : null;
  const n = Number(text);
  if (!text || !Number.isFinite(n)) return null;
  if (unit === 'sen') return Math.round(n * 100);
  if (unit === 'bytes') return Math.round(n * 1024 * 1024);
  return Number.isInteger(n) ? n : null;
}
