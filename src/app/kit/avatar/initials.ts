/**
 * One visible letter: a base character with the marks that sit on it (Tamil, Devanagari and Thai vowel signs,
 * accents), and in Indic scripts the consonants a virama joins to it ("प्र" is one letter, not "प्").
 */
const VIRAMA = '\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA';
const LETTER = new RegExp(`\\P{M}\\p{M}*(?:(?<=[${VIRAMA}])\\P{M}\\p{M}*)*`, 'u');
/** Scripts whose names are written without spaces and read whole: the first character (the family name) stands for them. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function firstLetter(word: string): string {
  return word.match(LETTER)?.[0] ?? '';
}

/**
 * Initials for an avatar, in any script: the first letters of the first and last words ("Nur Aisyah binti
 * Rahman" → "NR"), a letter with its marks kept whole ("முருகன் ராஜா" → "முரா"), and one character for a Chinese,
 * Japanese or Korean name written without spaces ("陈小明" → "陈"). Cased scripts are upper-cased.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  if (words.length === 1 && UNSPACED.test(words[0])) return firstLetter(words[0]);
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toUpperCase() || '?';
}
