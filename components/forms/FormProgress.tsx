import type { FormPart } from './form-parts';

/**
 * A long form's progress, shown on its own numbered legends (FieldGroup's StepMarker): a part's
 * number turns into a tick as soon as its own fields are done, whatever the parts before it hold, so a
 * role preselected from ?position= is ticked at once (a chosen role shown as still to do read as a
 * fault: outside review). One way to read the form's parts: a strip of step pills above the form
 * repeated the legends and looked clickable (the outside review). Ticked by CSS alone (`:has(:invalid)`
 * on the native constraints the fields carry), so it works before hydration and adds no JavaScript. A
 * part is done when it has a required field and no invalid one; a part with no required field (the
 * application's links) once one of its fields is filled in (`:placeholder-shown` off), as its empty
 * fields are valid but nothing is done yet. A part valid from the first paint (a role preselected from
 * ?position=) is done from the first paint: shown as still to do, it read as a fault (outside review JJ). Written into a <style> (allowed by hash in the CSP,
 * scripts/build/csp.mjs).
 */
export function formProgressRules(scope: string, parts: readonly FormPart[]): string {
  return parts
    .map(({ id }) => {
      const filled = `:has(#${id} [placeholder]:not(:placeholder-shown))`;
      const invalid = `:has(#${id} :invalid)`;
      const marker = `#${id}>legend`;
      return `${scope}:is(${invalid},:not(:has(#${id} :required)):not(${filled})) ${marker} [data-done],${scope}:is(:has(#${id} :required),${filled}):not(${invalid}) ${marker} [data-todo]{display:none}`;
    })
    .join('');
}

export function FormProgress({ cardId, parts }: { cardId: string; parts: readonly FormPart[] }) {
  return <style>{formProgressRules(`#${cardId}`, parts)}</style>;
}
