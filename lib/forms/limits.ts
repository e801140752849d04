import { formatInteger } from '@/lib/util/number';

/**
 * How long each kind of text field may be. The schemas enforce these (rules.ts) and the fields
 * carry them as `maxLength`, with a counter near the limit; no zod here, so a page's first load
 * can read them.
 */
export const TEXT_LIMITS = {
  name: 100,
  /** The longest address SMTP can deliver to (RFC 5321 path limit less the brackets). */
  email: 254,
  phone: 40,
  shortText: 200,
  url: 2048,
  longText: 5000,
} as const;

/** The counter shows once a field holds this share of its limit. */
export const COUNTER_THRESHOLD = 0.9;

const formatCount = formatInteger;

export const tooLongMessage = (max: number) => `Please keep this to ${formatCount(max)} characters or fewer.`;

/** The counter's text: what is left, or how far over (a restored draft can be longer than the field allows). */
export const characterCountText = (length: number, max: number) =>
  length > max
    ? `${formatCount(length - max)} ${length - max === 1 ? 'character' : 'characters'} over the limit of ${formatCount(max)}`
    : `${formatCount(max - length)} of ${formatCount(max)} characters left`;

/** Whether the counter is shown for a field holding `length` characters. */
export const showsCounter = (length: number, max: number) => length >= max * COUNTER_THRESHOLD;
