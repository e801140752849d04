import type { FormPart } from './form-parts';

/**
 * A long form's progress, shown on its own numbered legends (FieldGroup's StepMarker): a part's
 * number turns into a tick as soon as its own fields are done, whatever the parts before it hold. One way
 * to read the form's parts: a strip of step pills above the form repeated the legends and looked clickable
 * (the outside review). Ticked by CSS alone (`:has(:invalid)` on the native constraints the fields carry),
 * so it works before hydration and adds no JavaScript. A part is done when it has a required field and no
 * invalid one; a part with no required field (the application's links) once one of its fields is filled
 * in (`:placeholder-shown` off), as its empty fields are valid but nothing is done yet. A `prefilled` part
 * (the role a link to /application chose) is done once the visitor has set it (`:user-valid`) or done every
 * part before it: ticked at once, before anything was typed, "Done" on step 2 over an empty step 1 read as
 * confusing (outside review QQ); left to do after step 1, a chosen role read as a fault (outside review JJ).
 * Written into a <style> (allowed by hash in the CSP, scripts/build/csp.mjs).
 */
export function formProgressRules(scope: string, parts: readonly FormPart[]): string {
  const states = parts.map(({ id }) => {
    const filled = `:has(#${id} [placeholder]:not(:placeholder-shown))`;
    const invalid = `:has(#${id} :invalid)`;
    return {
      todo: `:is(${invalid},:not(:has(#${id} :required)):not(${filled}))`,
      done: `:is(:has(#${id} :required),${filled}):not(${invalid})`,
    };
  });
  return parts
    .map(({ id, prefilled }, index) => {
      const { todo, done } = states[index]!;
      const before = states.slice(0, index).map((state) => state.todo);
      // Not set by the visitor and a part before it to do. `:is()` forgives a browser that lacks `:user-valid`.
      const held = prefilled && before.length ? `:not(:is(:has(#${id} :user-valid))):is(${before.join(',')})` : '';
      const marker = `#${id}>legend`;
      const toDo = held ? `:is(${todo},${held})` : todo;
      const isDone = held ? `${done}:not(${held})` : done;
      return `${scope}${toDo} ${marker} [data-done],${scope}${isDone} ${marker} [data-todo]{display:none}`;
    })
    .join('');
}

export function FormProgress({ cardId, parts }: { cardId: string; parts: readonly FormPart[] }) {
  return <style>{formProgressRules(`#${cardId}`, parts)}</style>;
}
