/**
 * The kit's own words namespace (locales/<lang>/kit.json): what its pieces say the same way in
 * every area (the decision prompt's remark, the picker's close and no-match). It loads with every
 * area page and is every namespace's fallback (lib/i18n): a key an area leaves out (`detail.edit`,
 * `status.active`, `history.by`…) reads the kit's word at the same key, so an area names only the
 * words that are its own, or says a shared one differently.
 */
export const KIT_WORDS = 'kit';
