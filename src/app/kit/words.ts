/**
 * The kit's own words namespace (locales/<lang>/kit.json): what its pieces say the same way in
 * every area (the decision prompt's remark, the picker's close and no-match). It loads with every
 * area page, so an area names only the words that are its own.
 */
export const KIT_WORDS = 'kit';
