import { detailOf, refusal, type FieldIssue, type Refusal, type RefusalDetail } from '@shared/refusals';

/** Zod's facts about an issue that the app words (limits, formats, allowed values); the rest stays out of the body. */
const WORDED_FACTS = ['minimum', 'maximum', 'inclusive', 'exact', 'origin', 'format', 'expected', 'values', 'keys', 'divisor'] as const;

/**
 * One bad field with zod's issue code and limits beside its English message, so the app can word it
 * (DESIGN.md §4). A missing value is `required` (zod says `invalid_type` … `received undefined`); a custom
 * refinement's `params.code`, when it names one, is the code.
 */
export function fieldIssue(field: string, code: string, message: string, params: Record<string, unknown> = {}): FieldIssue {
  const details: Record<string, RefusalDetail> = {};
  for (const fact of WORDED_FACTS) {
    const value = detailOf(params[fact]);
    if (value !== undefined) details[fact] = value;
  }
  if (code === 'invalid_type' && /received undefined$/.test(message)) return { field, message, code: 'required', details: {} };
  const custom = (params.params as { code?: unknown } | undefined)?.code;
  if (code === 'custom' && typeof custom === 'string') return { field, message, code: custom, details };
  return { field, message, code, details };
}

/** The summary a validation 400 sends as its message, and its refusal: the fields carry the specifics. */
export function invalidRequest(errors: readonly FieldIssue[]): { message: string; refusal: Refusal; errors: readonly FieldIssue[] } {
  return { message: `Invalid request — ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, refusal: refusal('invalid_request'), errors };
}
