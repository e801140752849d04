import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * SVG drawn in JSX, written out as a file's markup at build time (app/scenes/). react-dom/server
 * would do it, but a route handler runs in React's server layer, where Next refuses it; the drawings
 * need only elements, attributes and text, so this walks the tree itself. Components are plain
 * functions of their props (no hooks, no context); numbers keep two decimals.
 */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char]!);
const format = (value: unknown) => (typeof value === 'number' ? String(Math.round(value * 100) / 100) : String(value));

/** React's prop names as SVG's attributes: className is class, strokeWidth stroke-width; viewBox and textLength stay. */
const attributeName = (prop: string) =>
  prop === 'className'
    ? 'class'
    : /^(viewBox|textLength)$/.test(prop)
      ? prop
      : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function attributes(props: Record<string, unknown>): string {
  return Object.entries(props)
    .filter(
      ([prop, value]) => prop !== 'children' && prop !== 'dangerouslySetInnerHTML' && value != null && value !== false,
    )
    .map(([prop, value]) => {
      const text =
        prop === 'style'
          ? Object.entries(value as Record<string, unknown>)
              .map(([name, v]) => `${name}:${format(v)}`)
              .join(';')
          : format(value);
      return ` ${attributeName(prop)}="${escape(text)}"`;
    })
    .join('');
}

export function svgMarkup(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(format(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<Record<string, unknown>>(node)) throw new Error('svgMarkup: only elements, text and arrays');
  const { type, props } = node;
  if (type === Fragment) return svgMarkup(props.children as ReactNode);
  if (typeof type === 'function') return svgMarkup((type as (props: object) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('svgMarkup: only SVG elements and function components');
  const inner =
    (props.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html ?? svgMarkup(props.children as ReactNode);
  return inner ? `<${type}${attributes(props)}>${inner}</${type}>` : `<${type}${attributes(props)}/>`;
}
