/**
 * The four open positions. Careers pages (content/careers) and the application form's position
 * select both read these titles, so /application?position=<title> always matches exactly.
 */
export const openPositions = [
  { slug: 'integration-engineer', title: 'Integration Engineer' },
  { slug: 'customer-success-manager', title: 'Customer Success Manager' },
  { slug: 'full-stack-developer', title: 'Full-Stack Developer' },
  { slug: 'technical-support-specialist', title: 'Technical Support Specialist' },
] as const;

export type PositionTitle = (typeof openPositions)[number]['title'];

export const positionTitles = openPositions.map((position) => position.title) as PositionTitle[];
