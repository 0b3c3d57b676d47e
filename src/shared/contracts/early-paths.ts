/**
 * The paths of the calls a cold signed-in start makes before the app's contracts (and zod) have
 * loaded (src/app/lib/boot.ts): the session's profile and the opened page's first read. Written here
 * once, with no schema, and used by those calls' descriptors.
 */
export const ACCOUNT_PROFILE_PATH = '/api/account/admin';
export const APPROVALS_PATH = '/api/approvals';
