import type { z } from 'zod';

/** A string's length limits as the contract states them; absent when the schema sets none. */
// A type, not an interface, so it passes as interpolation values to i18next as it is.
export type LengthLimits = { min?: number; max?: number };

/** What a contract wraps around a string (optional in a patch, nullable to clear, a default) does not change its limits. */
// Read from the schema's definition, not with `instanceof`: a form field (the quota sheet's) is on a screen's first
// download, and zod itself is not (issue 25). The contracts' schemas are zod's classic ones.
function stringSchema(schema: z.core.$ZodType): z.ZodString | null {
  const def = schema._zod.def;
  if (def.type === 'string') return schema as z.ZodString;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return stringSchema((def as z.core.$ZodOptionalDef).innerType);
  return null;
}

/**
 * Read from the schema the server validates with, so an input's `maxlength` and a message's
 * "at most {{max}}" never disagree with the server.
 */
export function lengthLimits(schema: z.core.$ZodType): LengthLimits {
  const text = stringSchema(schema);
  const limits: LengthLimits = {};
  if (text?.minLength != null) limits.min = text.minLength;
  if (text?.maxLength != null) limits.max = text.maxLength;
  return limits;
}

export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/** Why a value fails its contract schema, or null when the server would take it. */
export function fieldProblem(schema: z.ZodType, value: unknown): FieldProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (value === undefined) return 'required';
  // A minimum of one only says "not empty"; a longer one is a real length rule with its own message.
  if (issue?.code === 'too_small') return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
  if (issue?.code === 'too_big') return 'tooLong';
  return 'invalid';
}

/** The area's translation key for a value's problem: `form.name` + `TooLong`, or undefined when there is none. */
export function problemKey(prefix: string, schema: z.ZodType, value: unknown): string | undefined {
  const problem = fieldProblem(schema, value);
  return problem ? `${prefix}${problem.charAt(0).toUpperCase()}${problem.slice(1)}` : undefined;
}
