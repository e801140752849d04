import { Icon } from '@/components/ui/Icon';
import type { FormPart } from './form-parts';
import { StepDisc } from './StepDisc';

/**
 * Above a long form: its numbered parts, each a link to its fieldset, so its length reads as three
 * steps. A part is ticked by CSS alone (`:has(:invalid)` on the native constraints the fields
 * carry), so it works before hydration and adds no JavaScript, and only once it and every part
 * before it are done: a role preselected from ?position= must not tick step 2 while step 1 is
 * empty. A part is done when it has a required field and no invalid one (a part with no required
 * field is never done: its empty fields are valid but nothing is done yet). Written into a <style>
 * (allowed by hash in the CSP, scripts/build/csp.mjs). The parts as equal tiles in one row at every width
 * (on a phone the disc over two lines of small type), held under the header bar while the form scrolls, so a
 * phone keeps its progress and its jumps in view down the long column. Gives way to the thank-you
 * panel with the card's introduction (`data-form-intro`).
 */
export function stepRules(cardId: string, parts: readonly FormPart[]): string {
  return parts
    .map(({ id }, index) => {
      const upTo = parts.slice(0, index + 1).map((part) => `#${part.id}`);
      const anyInvalid = `:has(:is(${upTo.join()}) :invalid)`;
      const noRequired = upTo.map((part) => `:not(:has(${part} :required))`);
      const allRequired = upTo.map((part) => `:has(${part} :required)`).join('');
      return `#${cardId}:is(${[anyInvalid, ...noRequired].join()}) [data-step=${id}] [data-done],#${cardId}${allRequired}:not(${anyInvalid}) [data-step=${id}] [data-todo]{display:none}`;
    })
    .join('');
}

export function FormSteps({ cardId, parts }: { cardId: string; parts: readonly FormPart[] }) {
  const rules = stepRules(cardId, parts);
  return (
    <div data-form-intro className="sticky top-16 z-10 mb-6 border-b border-line bg-surface-raised py-2">
      <style>{rules}</style>
      {/* As many equal columns as parts (an inline style: no rule in the shared stylesheet for it). */}
      <ol
        aria-label="Parts of the form"
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${parts.length},minmax(0,1fr))` }}
      >
        {parts.map((part, index) => (
          <li key={part.id} data-step={part.id}>
            <a
              href={`#${part.id}`}
              className="flex h-full flex-col items-center gap-1 rounded-xl border border-line bg-surface-muted p-1 text-center text-xs leading-tight font-semibold text-ink hover:text-brand-700 sm:flex-row sm:text-left sm:text-sm"
            >
              <span data-todo className="contents">
                <StepDisc>{index + 1}</StepDisc>
              </span>
              <span data-done className="contents">
                <StepDisc className="bg-brand-600 text-white ring-brand-600">
                  <Icon name="check" className="size-4" />
                </StepDisc>
                <span className="sr-only">Done: </span>
              </span>
              <span className="px-1">{part.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
