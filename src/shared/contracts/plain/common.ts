/** The limits of common.ts's fields that the app reads before any form loads, kept out of zod's way (issue 25). */

/** A decision's remark: every area's approve, reject, ban and their kin. */
export const REMARK_MAX_LENGTH = 500;
