/** The colour of a call's method badge (its text, the method, says it too). */
export const methodTone = { GET: 'success', POST: 'brand', PATCH: 'warning' } as const;
