/**
 * The attribute each release's kind of change carries (its section on /release-notes), set by the
 * page and read by ReleaseKindFilter. Its own module: a server component that imports a value from
 * a 'use client' file gets a client reference, not the string.
 */
export const RELEASE_KIND_ATTRIBUTE = 'data-release-kind';
