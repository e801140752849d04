/**
 * Field rules shared by the four form schemas (SPEC §5), in zod's smaller "mini" build. The schema
 * modules that use them are imported on demand (lazy-resolver.ts), never in a page's first load.
 * Every value is trimmed before it is checked and sent, and every text has a length limit (limits.ts).
 */
import { z } from 'zod/mini';
import { TEXT_LIMITS, tooLongMessage } from './limits';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address, such as name@example.com.';
export const INVALID_URL_MESSAGE =
  'Please enter a full web address starting with https://, such as https://example.com.';

/** True for an absolute http(s) address with a dotted host name (what type="url" users mean). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A web address typed without its scheme ("evertail.myshopify.com", "www.acme.com/catalog"), as store owners
 * type them, with https:// put in front, as the URL schemes below check and send it; anything else as it was, for
 * the check to judge (the form blocked a bare store domain until its owner typed the https:// themselves: outside
 * review MMMM). In the schema, not the field: the form pages' first load has no bytes to spare.
 */
export function withWebScheme(value: string): string {
  const typed = value.trim();
  if (!typed || /^[a-z][a-z\d+.-]*:/i.test(typed)) return value;
  const completed = `https://${typed.replace(/^\/\//, '')}`;
  return isWebAddress(completed) ? completed : value;
}

/** An optional text: trimmed, may be empty, at most `max` characters. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)));

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (requiredMessage: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLongMessage(max)));

export const requiredEmail = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email)),
    z.refine((value) => value === '' || z.regexes.email.test(value), INVALID_EMAIL_MESSAGE),
  );

export const optionalUrl = () =>
  z.string().check(
    z.trim(),
    z.overwrite(withWebScheme),
    z.maxLength(TEXT_LIMITS.url, tooLongMessage(TEXT_LIMITS.url)),
    z.refine((value) => value === '' || isWebAddress(value), INVALID_URL_MESSAGE),
  );

export const requiredUrl = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.overwrite(withWebScheme),
    z.minLength(1, requiredMessage),
    z.maxLength(TEXT_LIMITS.url, tooLongMessage(TEXT_LIMITS.url)),
    z.refine((value) => value === '' || isWebAddress(value), INVALID_URL_MESSAGE),
  );

/** One of `values`; the form's empty "choose" option fails with `requiredMessage`. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, requiredMessage: string) =>
  z.enum(values, { error: requiredMessage });

/** One of `values`, or empty when the user chose nothing. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, invalidMessage: string) =>
  z.enum(['', ...values] as const, { error: invalidMessage });

export type ChoiceOption<T extends string> = { value: T; label: string };
