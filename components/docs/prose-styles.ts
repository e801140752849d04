/**
 * The docs' prose (articles, the API reference's guide): heading permalinks hidden until the heading
 * is hovered or the link has keyboard focus (tables span the column, the typography plugin's width). A heading's
 * space above sits on its wrapper, a flex box that stopped the heading's margin from collapsing
 * with the paragraph's before it (68 px above every H2, which a reviewer found very large; now 48).
 * Its rules are `.docs-prose` in app/globals.css: as fourteen arbitrary variants, the class list
 * was written into every prose block of every docs page, twice (its HTML and its payload).
 */
export const docsProseStyles = 'docs-prose';
