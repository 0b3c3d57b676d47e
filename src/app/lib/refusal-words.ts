import i18next, { type TFunction } from 'i18next';
import { formatCalendarDate, formatYearMonth } from '@shared/dates';
import { holidayNameIn, stateLabel as stateNameOf } from '@shared/holiday-names';
import { formatMyr } from '@shared/money';
import { FIELD_ISSUES, isKnownRefusal, readFieldIssue, readRefusal, type FieldIssue, type Refusal, type RefusalDetail } from '@shared/refusals';

/**
 * A refusal as the reader's language says it (DESIGN.md §4): the rule that refused, from the server's
 * code and facts, with dates and amounts through Intl and states by their labels. A code this app does
 * not know keeps the server's own sentence.
 */
export interface RefusalWords {
  /** Who decided the record first; only ever someone who decided it (never who asked for it). */
  decidedBy: string | null;
  /** When they did (ms), if the server said. */
  decidedAt: number | null;
  /** What happened, in the rule's words: "Unit A-01-01 is taken by R000123 …", "It is now approved." */
  text: string;
}

/** The record fields whose value a refusal may name, and the words for their values. */
const STATE_FIELDS = new Set(['status', 'approvalStatus', 'verificationStatus', 'banned', 'isVip']);

const text = (value: RefusalDetail | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A record's state by its label: `checked_in` → "checked in", `true` of `banned` → "banned". */
export function stateLabel(t: TFunction, field: string, value: string): string {
  if (field === 'banned' || field === 'isVip') return t(`states.${field}.${value === 'true' ? 'yes' : 'no'}`);
  return t(`states.${value}`, { defaultValue: value.replace(/_/g, ' ') });
}

function date(value: RefusalDetail | undefined, language: string): string {
  const day = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatCalendarDate(day, language) : day;
}

function money(value: RefusalDetail | undefined, language: string): string {
  return typeof value === 'number' ? formatMyr(value, language) : text(value);
}

/** `not_found` → `notFound`: a code's key under `refusal.`. */
const keyOf = (code: string) => code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Facts named by a kind the app labels (`what: room_type` → "room type"); the others as they come. */
const LABELLED: Record<string, string> = { what: 'what', managedIn: 'places', role: 'roles', expected: 'roles', limit: 'limits', param: 'params' };

/**
 * A rule's facts as the reader's language writes them: dates, months and amounts (`…Sen`) through Intl,
 * kinds by their labels (an unknown kind is "record"), numbers and names as they are.
 */
function wordedDetails(t: TFunction, details: Record<string, RefusalDetail>, language: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details)) {
    const label = LABELLED[key];
    if (label) out[key] = t(`refusal.${label}.${text(value)}`, { defaultValue: t(`refusal.${label}.other`) });
    else if (key.endsWith('Sen')) out[key] = money(value, language);
    else if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) out[key] = formatYearMonth(value, language);
    else out[key] = typeof value === 'number' ? value : date(value, language);
  }
  return out;
}

/** `t` of the `outbox` namespace. */
export function refusalWords(t: TFunction, refusal: Refusal | null | undefined, fallback: string, language: string): RefusalWords {
  const none: RefusalWords = { decidedBy: null, decidedAt: null, text: fallback };
  if (!refusal || !isKnownRefusal(refusal.code)) return none;
  const d = refusal.details;
  switch (refusal.code) {
    case 'moved_on': {
      const field = text(d.field);
      // An edit that saw an older version: nobody decided anything, the record was edited meanwhile.
      if (field === 'version') return { ...none, text: t('refusal.edited') };
      if (!STATE_FIELDS.has(field) || d.now === null || d.now === undefined) return none;
      const at = typeof d.at === 'string' ? Date.parse(d.at) : NaN;
      return {
        decidedBy: typeof d.by === 'string' && d.by ? d.by : null,
        decidedAt: Number.isNaN(at) ? null : at,
        text: t('refusal.movedOn', { state: stateLabel(t, field, text(d.now)) }),
      };
    }
    case 'unit_taken':
      return {
        ...none,
        text: t('refusal.unitTaken', {
          unit: text(d.unit),
          stay: text(d.stay),
          stayStatus: stateLabel(t, 'status', text(d.stayStatus)),
          from: date(d.from, language),
          to: date(d.to, language),
        }),
      };
    case 'night_full':
      return { ...none, text: t('refusal.nightFull', { night: date(d.night, language), used: d.used ?? 0, quota: d.quota ?? 0 }) };
    case 'holiday_full': {
      const holiday = holidayNameIn({ name: text(d.holiday), nameZh: typeof d.holidayZh === 'string' ? d.holidayZh : null, nameMs: typeof d.holidayMs === 'string' ? d.holidayMs : null }, language);
      const facts = { holiday, night: date(d.night, language), state: stateNameOf(text(d.state)), quota: d.quota ?? 0, used: d.used ?? 0 };
      return { ...none, text: d.quota === 0 ? t('refusal.holidayNone', facts) : t('refusal.holidayFull', facts) };
    }
    case 'nights_raced':
      return { ...none, text: t('refusal.nightsRaced') };
    case 'stay_locked':
      return { ...none, text: t('refusal.stayLocked', { stay: text(d.stay), stayStatus: stateLabel(t, 'status', text(d.stayStatus)) }) };
    case 'owner_approved':
      return { ...none, text: t('refusal.ownerApproved') };
    case 'balance_too_low':
      return { ...none, text: t('refusal.balanceTooLow', { balance: money(d.balanceSen, language), amount: money(d.amountSen, language) }) };
    case 'receipt_attached':
      return { ...none, text: t('refusal.receiptAttached') };
    case 'already_reversed':
      return { ...none, text: t('refusal.alreadyReversed') };
    case 'not_reversible':
      return { ...none, text: t('refusal.notReversible') };
    case 'value_taken':
      return { ...none, text: t(d.field === 'phone' ? 'refusal.phoneTaken' : 'refusal.emailTaken') };
    case 'not_found':
      // Without a kind (a path the server does not serve) it is only "not found".
      return { ...none, text: d.what ? t('refusal.notFound', wordedDetails(t, d, language)) : t('refusal.notFoundPlain') };
    default:
      // Every other code says its rule in one sentence with its facts (REFUSALS in @shared/refusals).
      return { ...none, text: t(`refusal.${keyOf(refusal.code)}`, wordedDetails(t, d, language)) };
  }
}

/**
 * One bad field as the reader's language says it: zod's issue by its code and limits, a service's rule by its
 * refusal code; null keeps the server's sentence (an unknown code, a custom refinement). `t` of `outbox`.
 */
export function fieldIssueWords(t: TFunction, issue: FieldIssue, language: string): string | null {
  const { code, details = {} } = issue;
  if (!code) return null;
  if (isKnownRefusal(code)) return refusalWords(t, { code, details }, issue.message, language).text;
  if (!(code in FIELD_ISSUES)) return null;
  const origin = text(details.origin);
  switch (code) {
    case 'too_small':
      // A minimum of one only says "not empty".
      if (origin === 'string' && Number(details.minimum) <= 1) return t('refusal.field.required');
      return t(`refusal.field.tooSmall.${['string', 'array'].includes(origin) ? origin : 'number'}`, { min: details.minimum });
    case 'too_big':
      return t(`refusal.field.tooBig.${['string', 'array'].includes(origin) ? origin : 'number'}`, { max: details.maximum });
    case 'invalid_format':
      return t(`refusal.field.format.${text(details.format)}`, { defaultValue: t('refusal.field.format.other') });
    default:
      return t(`refusal.field.${keyOf(code)}`, wordedDetails(t, details, language));
  }
}

/**
 * The English reader keeps the server's sentence for a field (the contract's own words, often more specific than
 * the generic ones); zh-CN and ms-MY get it worded by its code.
 */
function fieldText(issue: FieldIssue): string {
  if (i18next.language.startsWith('en')) return issue.message;
  return fieldIssueWords(i18next.getFixedT(i18next.language, 'outbox'), issue, i18next.language) ?? issue.message;
}

/** A 400's field errors with their messages in the reader's language, for a form to show on its fields. */
export function wordedFieldErrors<E extends { field: string; message: string; code?: string; details?: Record<string, RefusalDetail> }>(errors: readonly E[]): E[] {
  return errors.map((e) => ({ ...e, message: fieldText(e) }));
}

/** One sentence for a toast or a banner: "Lim Mei Ling decided first: it is now approved.", or the rule's words. */
export function refusalSentence(t: TFunction, refusal: Refusal | null | undefined, fallback: string, language: string): string {
  const words = refusalWords(t, refusal, fallback, language);
  return words.decidedBy ? t('refusal.decidedFirst', { actor: words.decidedBy, message: words.text }) : words.text;
}

/** A failed call's refusal in the current language, or null when its body names none this app knows. */
export function refusalOfError(body: unknown, fallback: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const refusal = readRefusal((body as { refusal?: unknown }).refusal);
  if (!refusal || !isKnownRefusal(refusal.code)) return null;
  const t = i18next.getFixedT(i18next.language, 'outbox');
  if (refusal.code === 'invalid_request') {
    // A validation failure names each field: "Invalid request — name: …; email: …" with each field's words.
    const raw = (body as { errors?: unknown }).errors;
    const issues = (Array.isArray(raw) ? raw : []).map(readFieldIssue).filter((e): e is FieldIssue => e !== null);
    if (issues.length) return t('refusal.invalidFields', { fields: issues.map((e) => `${e.field}: ${fieldText(e)}`).join('; ') });
  }
  return refusalSentence(t, refusal, fallback, i18next.language);
}
