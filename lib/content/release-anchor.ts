/**
 * A release's anchor on /release-notes ("v2-5-0"), in a module of its own with no imports: the version
 * index (a client component) derives it from the version, so the page's payload need not carry it.
 */
export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;
