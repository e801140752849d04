/**
 * Spec routes the header or footer already links to but no issue has built yet. The link check
 * accepts links to these and nothing else; each issue deletes its routes here. Empty when done.
 */
export const routesNotBuilt = [
];
