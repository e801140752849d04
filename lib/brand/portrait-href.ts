import { slugify } from '@/lib/util/slugify';

/**
 * Where the build writes each person's portrait (app/people/[file]/route.ts). A module without zod,
 * so the chat's lazy chunk can show the team's faces without the schema of lib/brand/portrait.ts.
 */
export const PORTRAITS_PATH = '/people';

/** A person's portrait file, by name: "Maya Thompson" -> /people/maya-thompson.svg. */
export const portraitHref = (name: string) => `${PORTRAITS_PATH}/${slugify(name)}.svg`;
