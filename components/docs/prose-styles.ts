/**
 * The docs' prose (articles, the API reference's guide): heading permalinks hidden until the heading
 * is hovered or the link has keyboard focus (tables span the column, the typography plugin's width). A heading's
 * space above sits on its wrapper, a flex box that stopped the heading's margin from collapsing
 * with the paragraph's before it (68 px above every H2, which a reviewer found very large; now 48).
 */
export const docsProseStyles =
  '[&_.heading-anchor-wrapper>*]:mt-0 [&_.heading-anchor-wrapper:has(h2)]:mt-12 [&_.heading-anchor-wrapper:has(h3)]:mt-8 [&_.heading-anchor-wrapper+*]:mt-0 [&_.heading-anchor-wrapper]:flex [&_.heading-anchor-wrapper]:items-baseline [&_.heading-anchor-wrapper]:gap-2 [&_.heading-anchor]:font-semibold [&_.heading-anchor]:text-ink-subtle [&_.heading-anchor]:no-underline [&_.heading-anchor]:opacity-0 [&_.heading-anchor:focus-visible]:opacity-100 [&_.heading-anchor:hover]:text-brand-700 [&_.heading-anchor-wrapper:hover_.heading-anchor]:opacity-100';
