// @ts-check
/**
 * The support address alone, for the browser: the forms' network-failure line gives it as a mailto
 * link (FormShell), and a client component that imported siteExternalLinks would carry every address
 * in its JavaScript. external-links.config.mjs builds its supportEmail from these two, so the setting
 * stays one (NEXT_PUBLIC_SUPPORT_EMAIL).
 */
export const supportEmailDefault = 'support@linkwell.example';

/** Spelled out in full so that Next.js inlines the variable's value at build time. */
export const supportEmail = process.env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || supportEmailDefault;
