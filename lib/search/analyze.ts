/**
 * The site search's words: how a text and a query are cut into terms (lower-cased, apostrophes
 * dropped, everyday function words left out) and how a word is reduced to its stem, so that
 * "price", "prices", "priced" and "pricing" are one term. The stemmer is a small hand-written
 * English suffix stripper, not Porter's: it only has to make the forms of one word meet, and the
 * same function runs over the index and the query.
 */

/** Words that carry no meaning in a search ("how much does it cost" is a search for "cost"). */
export const STOP_WORDS = new Set(
  (
    'a an the and or but nor of to in on at by for with from as into onto than then so if ' +
    'is are was were be been being am do does did done have has had having get gets got getting ' +
    'i me my mine we our us you your yours it its this that these those there here ' +
    'what whats which who whom whose when where why how can could should would will shall may might must ' +
    'not no yes any some all each every much many more most such own same other only very just also too ' +
    'he she they them their his her him s t ll ve re d m ' +
    // Filler a person types around what they look for ("something like", "please tell me").
    'like something anything nothing thing things please want wanna need know tell hi hello hey thanks thank ok okay im'
  ).split(' '),
);

/** The words of a text, lower-cased, apostrophes dropped ("vendor's" is "vendors"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const hasVowel = (text: string) => /[aeiouy]/.test(text);
const doubled = /([b-df-hj-np-tv-z])\1$/;

/** The stem of a lower-cased word: plural, -ation, -ment, -ing and -ed taken off, a doubled end and a final e too. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = word;
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  const strip = (suffix: string, min: number, replacement = '') => {
    const rest = s.slice(0, -suffix.length);
    if (s.endsWith(suffix) && rest.length >= min && hasVowel(rest)) {
      s = rest + replacement;
      return true;
    }
    return false;
  };
  if (!strip('ation', 3, 'ate') && !strip('ment', 4) && !strip('ing', 3)) strip('ed', 3);
  if (doubled.test(s) && s.length > 3) s = s.slice(0, -1);
  if (s.endsWith('e') && s.length > 4) s = s.slice(0, -1);
  return s;
}
