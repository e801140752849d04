/**
 * The attributes of /release-notes that ReleaseKindFilter's CSS reads: a release's section of one
 * kind of change carries the first, an earlier release's folded list the second, its line of counts
 * the third. Their own module: a server component that imports a value from a 'use client' file
 * gets a client reference, not the string.
 */
export const RELEASE_KIND_ATTRIBUTE = 'data-release-kind';
export const RELEASE_FOLD_ATTRIBUTE = 'data-release-fold';
export const RELEASE_COUNTS_ATTRIBUTE = 'data-release-counts';
