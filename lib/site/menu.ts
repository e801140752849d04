import type { IconId } from '@/lib/brand/icon-sprite';
import { pageLinks } from '@/lib/site/site';

type MenuPage = keyof typeof pageLinks;

/**
 * What the header's menus say of each page beside its name: an icon and one line (outside review: "a flat,
 * long list with no icons or descriptions"). Read only by the menus' lazy chunk (components/layout/HeaderMenu.tsx),
 * so no page's first load pays for it. Short enough for one line in a mobile tile at 375 px.
 */
export const menuPageNotes: Partial<Record<MenuPage, { icon: IconId; note: string }>> = {
  features: { icon: 'sparkles', note: 'What it automates' },
  pricing: { icon: 'tag', note: 'Plans and trial' },
  // The outcome in few words: a tile's line is cut past its width ("Set up in four ste…": outside review TTTTT).
  howItWorks: { icon: 'workflow', note: 'Live in four steps' },
  // On a mobile tile by its short name (lib/site/site.ts): "Vendor Integrations" took two lines in a tile at 375 px
  // (outside review MM).
  vendorIntegrations: { icon: 'vendors', note: 'Who we connect' },
  documentation: { icon: 'file', note: 'Guides and API' },
  customIntegrations: { icon: 'plug', note: 'A vendor not on our list' },
  releaseNotes: { icon: 'feed', note: "What's new in Linkwell" },
  apiReference: { icon: 'code', note: 'The public API' },
  caseStudies: { icon: 'award', note: 'Customer stories' },
  faq: { icon: 'info', note: 'Quick answers' },
  about: { icon: 'globe', note: 'Our team and story' },
  security: { icon: 'shield', note: 'How we protect data' },
  careers: { icon: 'users', note: 'Remote roles in the US' },
  contact: { icon: 'mail', note: 'Sales and support' },
};

/**
 * The mobile menu's tiles, each with its icon and line, two to a row: the pages most visitors come for.
 * Every other header link is in the groups under them (lib/site/site.ts headerMenuGroups). No Home: the
 * logo beside the menu's button is the way home (a Home tile spent the first slot on it: outside reviews
 * SSSS, TTTT, VVVV); the customers' stories in its place.
 */
export const menuTilePages: MenuPage[] = [
  'features',
  'pricing',
  'howItWorks',
  'vendorIntegrations',
  'documentation',
  'caseStudies',
];
