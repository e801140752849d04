/**
 * Filters and category switches as native radios (issue 53): the browser checks a radio before
 * hydration and without JavaScript, and CSS shows what it chose, so no click waits for React.
 * A radio group named `name` whose options carry `value`s shows, while one is checked, only the
 * elements whose `attribute` holds that value: the others get `display: none`. A value with no
 * rule (the "All" option, value "") hides nothing. The rules are written per page, from the
 * values the page renders, into a <style> beside the radios (allowed by hash in the CSP,
 * scripts/build/csp.mjs).
 */

/** A CSS string literal for `value`: quotes and backslashes escaped, and "<" too, so that it can never close the <style>. */
export function cssString(value: string): string {
  return `"${value.replace(/[\\"<>\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The rules that show only the chosen value's elements, one rule per value. `spare` (a selector)
 * names elements the rules never hide: the FAQ's categories marked hidden="until-found" once
 * hydrated, which find in page must be able to reveal.
 */
export function choiceRules({
  name,
  attribute,
  values,
  spare = '',
}: {
  name: string;
  attribute: string;
  values: string[];
  spare?: string;
}) {
  return values
    .filter(Boolean)
    .map((value) => {
      const chosen = `input[name=${cssString(name)}][value=${cssString(value)}]:checked`;
      return `body:has(${chosen}) [${attribute}]:not([${attribute}=${cssString(value)}]${spare && `,${spare}`}){display:none}`;
    })
    .join('');
}
