// @ts-check
/** Counts as a store owner writes them out, zero to twelve: the receiver reads them in a question, a test in the copy. */
/** @type {readonly string[]} */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
