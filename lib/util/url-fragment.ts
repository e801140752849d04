/** Longer than any id the site writes; a longer fragment names nothing here. */
const MAX_FRAGMENT_LENGTH = 512;

/**
 * The element id a URL fragment names ("#faq-trial" -> "faq-trial"), percent-decoded. An empty,
 * oversized or malformed fragment ("#%", "#%E0%A4%A") names nothing: null, never a throw, since a
 * URL is whatever anyone typed or linked.
 */
export function fragmentId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw || raw.length > MAX_FRAGMENT_LENGTH) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The id the current page's fragment names, or null (see fragmentId). */
export const currentFragmentId = () => fragmentId(window.location.hash);
