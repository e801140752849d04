import type { FormPart } from './form-parts';

/**
 * A long form's progress, shown on its own numbered legends (FieldGroup's StepMarker): a part's
 * number turns into a tick once it and every part before it are done. One way to read the form's
 * parts: a strip of step pills above the form repeated the legends and looked clickable (the outside
 * review). Ticked by CSS alone (`:has(:invalid)` on the native constraints the fields carry), so it
 * works before hydration and adds no JavaScript; only once every part before it is done too, so a
 * role preselected from ?position= does not tick step 2 while step 1 is empty. A part is done when it
 * has a required field and no invalid one; a part with no required field (the application's links) once
 * one of its fields is filled in (`:placeholder-shown` off), as its empty fields are valid but nothing
 * is done yet. Written into a <style> (allowed by hash in the CSP, scripts/build/csp.mjs).
 */
export function formProgressRules(
  scope: string,
  parts: readonly FormPart[],
  /** Where a part's marker is: its legend, or (ApplicationAside's list of parts) a link to it. */
  markerOf = (id: string) => `#${id}>legend`,
): string {
  return parts
    .map(({ id }, index) => {
      const upTo = parts.slice(0, index + 1).map((part) => `#${part.id}`);
      const anyInvalid = `:has(:is(${upTo.join()}) :invalid)`;
      const filled = (part: string) => `:has(${part} [placeholder]:not(:placeholder-shown))`;
      const noRequired = upTo.map((part) => `:not(:has(${part} :required)):not(${filled(part)})`);
      const allRequired = upTo.map((part) => `:is(:has(${part} :required),${filled(part)})`).join('');
      const marker = markerOf(id);
      return `${scope}:is(${[anyInvalid, ...noRequired].join()}) ${marker} [data-done],${scope}${allRequired}:not(${anyInvalid}) ${marker} [data-todo]{display:none}`;
    })
    .join('');
}

export function FormProgress({ cardId, parts }: { cardId: string; parts: readonly FormPart[] }) {
  return <style>{formProgressRules(`#${cardId}`, parts)}</style>;
}
