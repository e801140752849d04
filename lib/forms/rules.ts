/**
 * Field rules shared by the four form schemas (SPEC §5), in zod's smaller "mini" build. The schema
 * modules that use them are imported on demand (lazy-resolver.ts), never in a page's first load.
 * Every value is trimmed before it is checked and sent.
 */
import { z } from 'zod/mini';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address, such as name@example.com.';
export const INVALID_URL_MESSAGE = 'Please enter a full web address starting with https://, such as https://example.com.';

/** True for an absolute http(s) address with a dotted host name (what type="url" users mean). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** An optional text: trimmed, may be empty. */
export const optionalText = () => z.string().check(z.trim());

/** A required text: trimmed, not empty. */
export const requiredText = (requiredMessage: string) => z.string().check(z.trim(), z.minLength(1, requiredMessage));

export const requiredEmail = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((value) => value === '' || z.regexes.email.test(value), INVALID_EMAIL_MESSAGE),
  );

export const optionalUrl = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isWebAddress(value), INVALID_URL_MESSAGE),
  );

export const requiredUrl = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((value) => value === '' || isWebAddress(value), INVALID_URL_MESSAGE),
  );

/** One of `values`; the form's empty "choose" option fails with `requiredMessage`. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, requiredMessage: string) =>
  z.enum(values, { error: requiredMessage });

/** One of `values`, or empty when the user chose nothing. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, invalidMessage: string) =>
  z.enum(['', ...values] as const, { error: invalidMessage });

export type ChoiceOption<T extends string> = { value: T; label: string };
