/**
 * Every icon of the site, defined once: an outline path in a square box (24 x 24 unless `box` says
 * otherwise), drawn with a round stroke of currentColor. The build writes them all as symbols of one
 * sprite (app/sprite.svg/route.ts); components/ui/Icon.tsx points at a symbol by id. One exported
 * constant per icon, so that a client component's bundle keeps only the icons it imports; content
 * names its icons from `contentIcons` (the zod schemas of lib/content accept exactly its keys).
 */
export type IconShape = {
  /** Its symbol's id in the sprite (/sprite.svg#id): the constant's name without "Icon". */
  id: string;
  /** The outline, in the icon's box. */
  d: string;
  /** Stroke width in the box's units, when not the usual 1.8. */
  strokeWidth?: number;
  /** The side of the square viewBox, when not 24. */
  box?: number;
  /** A second path with its own stroke width (the chat bubble's dots). */
  accent?: { d: string; strokeWidth: number };
  /** Filled with currentColor instead of stroked. */
  filled?: true;
};

export const syncIcon: IconShape = {
  id: 'sync',
  d: 'M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7',
};
export const ordersIcon: IconShape = { id: 'orders', d: 'M6 3h12l1 4H5l1-4Zm-1 4h14v13H5V7Zm4 4h6m-6 4h4' };
export const clockIcon: IconShape = { id: 'clock', d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2' };
export const chartIcon: IconShape = { id: 'chart', d: 'M4 20V4m0 16h16M8 16v-5m4 5V8m4 8v-3m4 3V6' };
export const catalogIcon: IconShape = { id: 'catalog', d: 'M4 5h7v14H4zM13 5h7v6h-7zm0 8h7v6h-7z' };
export const sparklesIcon: IconShape = {
  id: 'sparkles',
  d: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm6 12 .8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8L18 15Z',
};
export const tagIcon: IconShape = { id: 'tag', d: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01' };
export const truckIcon: IconShape = {
  id: 'truck',
  d: 'M3 6h11v10H3zm11 4h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
};
export const shieldIcon: IconShape = {
  id: 'shield',
  d: 'M12 3 4 6v6c0 4.5 3.4 8.1 8 9 4.6-.9 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
};
export const codeIcon: IconShape = { id: 'code', d: 'M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14' };
export const workflowIcon: IconShape = {
  id: 'workflow',
  d: 'M4 5h6v5H4zm10 9h6v5h-6zM7 10v4a2 2 0 0 0 2 2h5M17 14V9a2 2 0 0 0-2-2h-5',
};
export const mobileIcon: IconShape = {
  id: 'mobile',
  d: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm3 17h2',
};
export const calendarIcon: IconShape = { id: 'calendar', d: 'M4 6h16v14H4zm0 4h16M8 3v4m8-4v4m-8 7h3' };
export const storeIcon: IconShape = { id: 'store', d: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6' };
export const vendorsIcon: IconShape = {
  id: 'vendors',
  d: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 0 0 0-6m2 15h3c0-2.8-1.6-5-4-5.7',
};
export const rulesIcon: IconShape = {
  id: 'rules',
  d: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M16 4v4M10 10v4M18 16v4',
};
export const monitorIcon: IconShape = { id: 'monitor', d: 'M3 4h18v12H3zm6 16h6m-3-4v4M7 12l3-3 2 2 4-4' };
export const usersIcon: IconShape = {
  id: 'users',
  d: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5 6-5s6 2 6 5m0-4.8c.6-.1 1.3-.2 2-.2 3.3 0 6 2 6 5',
};
export const awardIcon: IconShape = {
  id: 'award',
  d: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1L7 21l5-2.5 5 2.5-1.5-7',
};
export const boltIcon: IconShape = { id: 'bolt', d: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z' };
export const lightbulbIcon: IconShape = {
  id: 'lightbulb',
  d: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z',
};
export const checkIcon: IconShape = { id: 'check', d: 'M5 12.5 10 17 19 7' };
export const crossIcon: IconShape = { id: 'cross', d: 'M6 6l12 12M18 6 6 18' };
export const plugIcon: IconShape = { id: 'plug', d: 'M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0V8Zm6 9v4' };
export const fileIcon: IconShape = { id: 'file', d: 'M6 3h8l4 4v14H6V3Zm8 0v4h4M9 13h6m-6 4h6' };
export const uploadIcon: IconShape = { id: 'upload', d: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 14v6h16v-6' };
export const arrowRightIcon: IconShape = { id: 'arrowRight', d: 'M5 12h14M13 6l6 6-6 6' };
/** The way back (a back link, a pager's Back): the same arrow turned. The text face (Geist's Latin subset) has no
 * arrow glyphs: a typed "←" or "→" fell back to another font and stood apart from the icon arrows (outside review). */
export const arrowLeftIcon: IconShape = { id: 'arrowLeft', d: 'M19 12H5M11 6l-6 6 6 6' };

/** The chat toggle's bubble: the dots drawn bolder. */
export const chatBubbleIcon: IconShape = {
  id: 'chatBubble',
  d: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z',
  accent: { d: 'M8.5 12h.01M12 12h.01M15.5 12h.01', strokeWidth: 2.6 },
};
/** The chat window's Expand: two corners pulled outward. */
export const expandIcon: IconShape = { id: 'expand', d: 'M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7' };
/** Its Collapse: the corners pushed back in. */
export const collapseIcon: IconShape = { id: 'collapse', d: 'M20 10h-6V4M14 10l7-7M4 14h6v6M10 14l-7 7' };
/** A close button's cross (content's `cross`, a heavier stroke). */
export const closeIcon: IconShape = { id: 'close', d: crossIcon.d, strokeWidth: 2 };
export const sendIcon: IconShape = { id: 'send', d: 'M5 12h13M13 6l6 6-6 6', strokeWidth: 2 };
export const backIcon: IconShape = { id: 'back', d: 'M19 12H6m6-6-6 6 6 6', strokeWidth: 2 };
export const personIcon: IconShape = {
  id: 'person',
  d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  strokeWidth: 2,
};
export const restartIcon: IconShape = { id: 'restart', d: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5', strokeWidth: 2 };
/** Three dots: a menu of more actions. */
export const moreIcon: IconShape = { id: 'more', d: 'M5.5 12h.01M12 12h.01M18.5 12h.01', strokeWidth: 3.2 };
/** The header's mobile menu toggle. */
export const menuIcon: IconShape = { id: 'menu', d: 'M4 7h16M4 12h16M4 17h16', strokeWidth: 2 };
/** The menu's Contact. */
export const mailIcon: IconShape = { id: 'mail', d: 'M3.5 6h17v12h-17zm0 .5L12 13l8.5-6.5' };
/** The docs' navigation list (the phone's drawer button). */
export const navListIcon: IconShape = { id: 'navList', d: 'M4 7h16M4 12h16M4 17h10' };
export const searchIcon: IconShape = {
  id: 'search',
  d: 'M14.25 8.5a5.75 5.75 0 1 1-11.5 0 5.75 5.75 0 0 1 11.5 0ZM13 13l4.25 4.25',
  box: 20,
};
export const thumbUpIcon: IconShape = {
  id: 'thumbUp',
  d: 'M7 11v9H4v-9h3Zm0 0 4-8a2.5 2.5 0 0 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7',
};
export const copyIcon: IconShape = { id: 'copy', d: 'M9 9h10v11H9zM5 15V4h10' };
/** An answer's own address (the FAQ's "Link to this answer"): two chain links. */
export const linkIcon: IconShape = {
  id: 'link',
  d: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
};
/** A form's success mark. */
export const checkCircleIcon: IconShape = {
  id: 'checkCircle',
  d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-4.5 10.5 3 3 6-6.5',
  strokeWidth: 2,
};
/** A docs callout's marks (lib/content/markdown.ts): a Note's circled i, a Warning's triangle. */
export const infoIcon: IconShape = { id: 'info', d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 8v5m0-8.5v.5' };
export const alertIcon: IconShape = { id: 'alert', d: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5m0 2.5v.5' };
/** An accordion's open/closed chevron. */
export const chevronDownIcon: IconShape = { id: 'chevronDown', d: 'M5 7.5l5 5 5-5', box: 20 };
/** A small disclosure caret beside a text (the header's More, a details summary). */
export const caretDownIcon: IconShape = { id: 'caretDown', d: 'M2 4l4 4 4-4', box: 12, strokeWidth: 1.6 };
export const sunIcon: IconShape = {
  id: 'sun',
  d: 'M10 6.75a3.25 3.25 0 1 1 0 6.5 3.25 3.25 0 0 1 0-6.5ZM10 2.5v1.5M10 16v1.5M2.5 10H4M16 10h1.5M4.7 4.7l1.06 1.06M14.24 14.24l1.06 1.06M4.7 15.3l1.06-1.06M14.24 5.76l1.06-1.06',
  box: 20,
  strokeWidth: 1.6,
};
export const moonIcon: IconShape = {
  id: 'moon',
  d: 'M16.5 12.2A6.75 6.75 0 0 1 7.8 3.5a6.75 6.75 0 1 0 8.7 8.7Z',
  box: 20,
  strokeWidth: 1.6,
};
/** A screen: the theme that follows the system. */
export const screenIcon: IconShape = {
  id: 'screen',
  d: 'M4.25 3.5h11.5a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5H4.25a1.5 1.5 0 0 1-1.5-1.5V5a1.5 1.5 0 0 1 1.5-1.5ZM7 16.5h6M10 13.5v3',
  box: 20,
  strokeWidth: 1.6,
};
export const starIcon: IconShape = {
  id: 'star',
  d: 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5Z',
  box: 20,
  filled: true,
};
export const globeIcon: IconShape = {
  id: 'globe',
  d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z',
};
export const heartIcon: IconShape = {
  id: 'heart',
  d: 'M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.6-7.5 10-7.5 10Z',
};
/** A news feed (RSS/Atom). */
export const feedIcon: IconShape = {
  id: 'feed',
  d: 'M4 14a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM2 8.5a9.5 9.5 0 0 1 9.5 9.5h-2.5a7 7 0 0 0-7-7V8.5ZM2 3a15 15 0 0 1 15 15h-2.5A12.5 12.5 0 0 0 2 5.5V3Z',
  box: 20,
  filled: true,
};

/** The icons a content file may name (a card's, a step's, a section's icon). */
export const contentIcons = {
  sync: syncIcon,
  orders: ordersIcon,
  clock: clockIcon,
  chart: chartIcon,
  catalog: catalogIcon,
  sparkles: sparklesIcon,
  tag: tagIcon,
  truck: truckIcon,
  shield: shieldIcon,
  code: codeIcon,
  workflow: workflowIcon,
  mobile: mobileIcon,
  calendar: calendarIcon,
  store: storeIcon,
  vendors: vendorsIcon,
  rules: rulesIcon,
  monitor: monitorIcon,
  users: usersIcon,
  award: awardIcon,
  bolt: boltIcon,
  lightbulb: lightbulbIcon,
  check: checkIcon,
  cross: crossIcon,
  plug: plugIcon,
  file: fileIcon,
  globe: globeIcon,
  heart: heartIcon,
  mail: mailIcon,
  search: searchIcon,
  checkCircle: checkCircleIcon,
  navList: navListIcon,
};

export type IconName = keyof typeof contentIcons;
// Marked pure so that a bundle that never reads the names drops the table with it.
export const iconNames = /* @__PURE__ */ Object.keys(contentIcons) as [IconName, ...IconName[]];
