/**
 * Only the typography plugin's colours and the site's prose (Tailwind itself is configured in
 * app/globals.css). The plugin's default `.prose` carries a gray palette and its unused invert twin,
 * written twice (hex and lab): about 0.6 KB gzipped of the 16 KB CSS budget that our tokens override
 * anyway. Its own documented way to change that CSS is this theme key, loaded by `@config` in
 * app/globals.css.
 */
const tokens = {
  '--tw-prose-body': 'var(--color-ink-muted)',
  '--tw-prose-headings': 'var(--color-ink)',
  '--tw-prose-lead': 'var(--color-ink-muted)',
  '--tw-prose-links': 'var(--color-brand-700)',
  '--tw-prose-bold': 'var(--color-ink)',
  '--tw-prose-counters': 'var(--color-ink-subtle)',
  '--tw-prose-bullets': 'var(--color-ink-subtle)',
  '--tw-prose-hr': 'var(--color-line)',
  '--tw-prose-quotes': 'var(--color-ink)',
  '--tw-prose-quote-borders': 'var(--color-line)',
  '--tw-prose-captions': 'var(--color-ink-subtle)',
  '--tw-prose-code': 'var(--color-ink)',
  '--tw-prose-th-borders': 'var(--color-line)',
  '--tw-prose-td-borders': 'var(--color-line)',
};

/** The plugin's dark twin of its palette, unused here (dark mode changes the tokens themselves). */
const noInvertPalette = Object.fromEntries(
  [
    'body',
    'headings',
    'lead',
    'links',
    'bold',
    'counters',
    'bullets',
    'hr',
    'quotes',
    'quote-borders',
    'captions',
    'kbd',
    'kbd-shadows',
    'code',
    'pre-code',
    'pre-bg',
    'th-borders',
    'td-borders',
  ].map((name) => [`--tw-prose-invert-${name}`, null]),
);

/**
 * The site's prose, set once here rather than as modifiers on every Prose element (each FAQ answer
 * carried them, twice): full width, headings clear of the fixed header when linked to, links'
 * underline off the baseline, inline code without the plugin's backticks, and a long identifier
 * (`write_assigned_fulfillment_orders`) free to break where a small phone's line ends.
 */
const siteProse = {
  maxWidth: 'none',
  'h1, h2, h3, h4': { scrollMarginTop: '6rem' },
  a: { textUnderlineOffset: '2px' },
  // Inline code on a faint chip, as Stripe's docs set it: bold monospace alone read as emphasis.
  code: {
    overflowWrap: 'anywhere',
    fontWeight: '500',
    backgroundColor: 'var(--color-surface-muted)',
    border: '1px solid var(--color-line)',
    borderRadius: '0.25rem',
    padding: '0.0625rem 0.3125rem',
  },
  'code::before': { content: 'none' },
  'code::after': { content: 'none' },
};

/**
 * The plugin's rules for elements our Markdown never produces (content/ has no blockquote, h1, h4,
 * image, rule, figure, definition list, keyboard key, code block or table footer inside prose; a
 * check in tests/e2e/routes.spec.ts keeps it so): about 0.5 KB gzipped of the CSS budget.
 */
export const proseElementsDropped = [
  'blockquote',
  'h1',
  'h4',
  'hr',
  'img',
  'picture',
  'video',
  'kbd',
  'pre',
  'tfoot',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
];
const unusedProseRules = Object.fromEntries(
  [
    ...proseElementsDropped,
    // Their compound rules, the lead paragraph and lists numbered by letter or roman numeral.
    '[class~="lead"]',
    'blockquote strong',
    'blockquote code',
    'blockquote p:first-of-type::before',
    'blockquote p:last-of-type::after',
    'ol[type="A"]',
    'ol[type="a"]',
    'ol[type="A" s]',
    'ol[type="a" s]',
    'ol[type="I"]',
    'ol[type="i"]',
    'ol[type="I" s]',
    'ol[type="i" s]',
    'ol[type="1"]',
    'hr + *',
    'h1 strong',
    'h1 code',
    'h4 strong',
    'h4 code',
    'h4 + *',
    'picture > img',
    'pre code',
    'pre code::before',
    'pre code::after',
    'tfoot td',
    'figure > *',
  ].map((selector) => [selector, null]),
);

/** @type {import('tailwindcss').Config} */
const config = {
  theme: {
    extend: {
      typography: { DEFAULT: { css: { ...tokens, ...noInvertPalette, ...unusedProseRules, ...siteProse } } },
    },
  },
};

export default config;
