/**
 * Spec routes the header or footer already links to but no issue has built yet. The link check
 * accepts links to these and nothing else; each issue deletes its routes here. Empty when done.
 */
export const routesNotBuilt = [
  // Marketing pages (issue 3)
  '/features',
  '/pricing',
  '/how-it-works',
  '/about',
  '/faq',
  '/release-notes',
  // Documentation (issue 4)
  // Vendors, case studies, careers (issue 5)
  '/vendor-integrations',
  '/case-studies',
  '/careers',
  // Forms (issue 6)
  '/contact',
  '/custom-integrations',
  '/application',
];
