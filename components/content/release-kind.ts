/**
 * The attributes of /release-notes that ReleaseKindFilter's CSS reads: a release's section of one
 * kind of change carries the first, and each release the kinds it has (space-separated), so a
 * release without the kind chosen leaves the list. Their own module: a server component that
 * imports a value from a 'use client' file gets a client reference, not the string.
 */
export const RELEASE_KIND_ATTRIBUTE = 'data-release-kind';
export const RELEASE_KINDS_ATTRIBUTE = 'data-release-kinds';
