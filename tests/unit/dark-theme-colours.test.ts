/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files';

/**
 * The dark theme changes colours only: tests/e2e/routes.spec.ts measures every route's widths
 * (sideways scroll, wrapped header items, the chat toggle's cover) once, in light, and runs only
 * axe's colour rules again in dark. That holds while nothing under `.dark` can move a box, which
 * this test keeps: every declaration of a `.dark` rule in app/globals.css sets a colour or a
 * colour token, and every `dark:` utility in components/ and app/ is a colour utility.
 */
const css = fs.readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const colourProperty =
  /^(color|color-scheme|background(-color|-image)?|border(-(top|right|bottom|left|inline|block))?-color|outline-color|text-decoration-color|caret-color|accent-color|fill|stroke|box-shadow)$/;
/** Tokens that size or place things; a dark value for one of these would change the layout. */
const layoutToken = /^--(spacing|radius|font|text|leading|tracking|header-height|breakpoint|container|width|height)/;

function darkDeclarations(): { selector: string; property: string }[] {
  const found: { selector: string; property: string }[] = [];
  for (const match of css.matchAll(/([^{}]*\.dark\b[^{}]*)\{([^{}]*)\}/g)) {
    // The rule's own selector: what follows the statement before it ("@custom-variant dark (...);").
    const selector = match[1]!.split(';').pop()!.trim();
    if (!/\.dark\b/.test(selector)) continue;
    for (const declaration of match[2]!.split(';')) {
      const property = declaration.split(':')[0]!.trim();
      if (property) found.push({ selector, property });
    }
  }
  return found;
}

describe('the dark theme changes colours only', () => {
  it('declares only colours and colour tokens under .dark in app/globals.css', () => {
    const declarations = darkDeclarations();
    expect(declarations.length).toBeGreaterThan(20);
    const moving = declarations.filter(({ property }) =>
      property.startsWith('--') ? layoutToken.test(property) : !colourProperty.test(property),
    );
    expect(moving).toEqual([]);
  });

  it('uses only colour utilities behind dark: in components and pages', () => {
    /** The utility behind each `dark:` of a source (with its other variants dropped). */
    const darkUtilities = (source: string) =>
      [...source.matchAll(/(?<![\w-])dark:([\w[\]/.#()%-]+(?::[\w[\]/.#()%-]+)*)/g)].map((match) =>
        match[1]!.split(':').pop()!,
      );
    // The reader finds them (today the site sets its dark colours as tokens in globals.css and uses none).
    expect(darkUtilities('<p className="dark:bg-navy md:p-2 dark:md:p-4">')).toEqual(['bg-navy', 'p-4']);
    const utilities = [...sourceFiles('components'), ...sourceFiles('app')].flatMap((file) =>
      darkUtilities(fs.readFileSync(file, 'utf8')).map((utility) => ({ file, utility })),
    );
    const moving = utilities.filter(
      ({ utility }) =>
        // brightness: a filter that dims what is drawn (a portrait's pale ground) and moves no box.
        !/^(bg|text|border|ring|shadow|fill|stroke|outline|decoration|from|via|to|brightness)-/.test(utility) ||
        /^text-(xs|sm|base|lg|\d?xl)/.test(utility),
    );
    expect(moving).toEqual([]);
  });
});
