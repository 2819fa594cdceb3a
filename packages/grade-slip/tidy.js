/**
 * A cell's text as slips print it, OCR's usual slips taken back: a subject's
 * code, a teacher's name, a status (issue #34).
 */

/** A label or word as compared: lower case, letters, digits, points and spaces only. */
export const bare = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9. ]/g, '')
    .trim();

/** Edits (a letter changed, added or dropped) between two words, up to 3. */
export function distance(a, b) {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        previous[j] + 1,
        row[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return Math.min(previous[b.length], 3);
}

/**
 * A subject as slips print it: its code apart from its number ("CS213",
 * "NCM.204"), no stray marks or letters before it or at its end.
 */
export function tidySubject(text) {
  return (
    text
      .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9)]+$/g, '')
      // The page's rim read as a letter or two before the code ("TT IT 221").
      .replace(/^\S{1,2} (?=[A-Z]{2,5}[ .'’,]?\d{3}(\b|[A-Z]))/, '')
      // A code's letters OCR read as digits ("C5123" for CS 123, "15201" for IS 201).
      .replace(
        /^([A-Z][A-Z0-9]{1,3}|15)(\d{3}[A-Z]?)(?=\b|[A-Z][a-z])/,
        (_, code, number) => `${lettersOf(code)}${number}`,
      )
      .replace(/^([a-z]{2,5}) (\d{3})\b/, (_, code, number) => `${code.toUpperCase()} ${number}`)
      .replace(/^([A-Z]{2,5})[.\s'’,]?(\d{3}[A-Z]?)(?=\b|[A-Z][a-z])/, '$1 $2 ')
      // A mark stuck to a word's start (" .Physics").
      .replace(/ [.,'’`]+(?=[A-Za-z])/g, ' ')
      // The average under the table read onto the last subject ("Operating Systems 87.71").
      .replace(/ \d{2,3}\.\d{1,2}$/, '')
      // Specks read after the title ("Team Sports i", "Dance oe nC").
      .replace(/( (?=[A-Za-z]{1,2}\b)[A-Za-z]*[a-z][A-Za-z]*)+$/, '')
      .replace(/ +/g, ' ')
      .trim()
      .replace(/^1([A-Z])\b/, 'I$1')
  );
}

const LOOK_ALIKE = { 0: 'O', 1: 'I', 5: 'S', 8: 'B', 6: 'G' };
/** A subject code's letters, digits OCR read for them turned back ("C5" → "CS", "15" → "IS"). */
const lettersOf = (code) => code.replace(/[01568]/g, (digit) => LOOK_ALIKE[digit]);

/**
 * A teacher's name without the specks OCR read before or after it ("oo
 * VILLANUEVA, E.", "TORRES, B., i", "AQUINO, T. Ce"), its marks as printed: a
 * semicolon read for the comma, an initial's point read as "o" ("MENDOZA, Ro")
 * or as a comma, the comma after the surname lost ("PASCUAL E,").
 */
export function tidyName(text) {
  const words = text
    .replace(/\.{2,}/g, '.')
    .replace(/;/g, ',')
    .replace(/(,\s*[A-Z])o$/, '$1.')
    .replace(/\b([A-Z]),$/, '$1.')
    .replace(/[,.]*,$/, '')
    .split(' ');
  const noise = /^([a-z].*|[A-Z][a-z]|[^A-Za-z]+)$/;
  while (words.length > 2 && words.slice(0, -1).join(' ').includes(',') && noise.test(words.at(-1)))
    words.pop();
  while (words.length > 2 && /^([a-z]+|[^A-Za-z]+)$/.test(words[0]) && /^[A-Z]{2}/.test(words[1]))
    words.shift();
  return words
    .join(' ')
    .replace(/,$/, '')
    .replace(/^([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)*) ((?:[A-Z]\.? ?)+)$/, '$1, $2');
}

const STATUSES = ['Passed', 'Failed', 'Incomplete', 'Dropped', 'Withdrawn', 'Ongoing'];

/**
 * A status as slips print it: a known word OCR misread by a letter or two
 * ("Falled", "ralled") is that word, specks after it dropped ("Passed i").
 */
export function statusOf(text) {
  const clean = text.replace(/[^A-Za-z ]/g, '').trim();
  const [first = ''] = clean.split(' ');
  const known = STATUSES.find((word) => distance(first.toLowerCase(), word.toLowerCase()) <= 2);
  return known && first.length >= 4 ? known : clean;
}
