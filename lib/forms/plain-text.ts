/**
 * Text from outside (a chosen file's name, a server's message) made plain before it is shown or
 * sent: without the characters that hide or reorder what a person reads.
 */

/** Control characters (C0, DEL, C1) and the marks and overrides that reorder text (a right-to-left override, U+202E, makes "cv" + U+202E + "fdp.exe" read as "cvexe.pdf"). */
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
