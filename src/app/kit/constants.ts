/** One page of a list: enough cards to fill a tablet, few enough to paint at once on a phone. */
export const PAGE_SIZE = 20;
/** A record's history shows its latest changes; older ones are in the audit log. */
export const HISTORY_LIMIT = 50;
/** A search box waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;
/** A live check of a field (is this email free?) waits a little longer: it runs on every key of a word. */
export const FIELD_CHECK_DEBOUNCE_MS = 400;
