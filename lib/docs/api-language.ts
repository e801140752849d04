/**
 * The API reference's sample language (ApiSampleTabs), kept in the browser for every call and the
 * next visit, as Stripe's docs keep it; named in the cookie policy (content/legal/cookies.md).
 */
export const API_LANGUAGE_KEY = 'linkwell-api-language';

export function storedApiLanguage(): string | null {
  try {
    return localStorage.getItem(API_LANGUAGE_KEY);
  } catch {
    // Storage refused (a browser's privacy setting): the page's own choice still holds.
    return null;
  }
}

export function keepApiLanguage(language: string) {
  try {
    localStorage.setItem(API_LANGUAGE_KEY, language);
  } catch {}
}
