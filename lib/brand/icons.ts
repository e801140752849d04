/**
 * The icons a content file may name (a card's, a step's, a section's icon); the zod schemas of
 * lib/content accept exactly these, and components/marketing/Icon.tsx draws each of them.
 */
export const iconNames = [
  'sync',
  'orders',
  'clock',
  'chart',
  'catalog',
  'sparkles',
  'tag',
  'truck',
  'shield',
  'code',
  'workflow',
  'mobile',
  'calendar',
  'store',
  'vendors',
  'rules',
  'monitor',
  'users',
  'award',
  'bolt',
  'lightbulb',
  'check',
  'cross',
  'plug',
  'file',
] as const;

export type IconName = (typeof iconNames)[number];
