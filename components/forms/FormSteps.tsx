import { Icon } from '@/components/ui/Icon';
import type { FormPart } from './form-parts';
import { StepDisc } from './StepDisc';

/**
 * Above a long form: its numbered parts, each a link to its fieldset, so its length reads as three
 * steps. A part is ticked once every field in it is valid, by CSS alone (`:has(:invalid)` on the
 * native constraints the fields carry): it works before hydration and adds no JavaScript. A part
 * with no required field keeps its number, as its empty fields are valid but nothing is done yet. Written
 * into a <style> (allowed by hash in the CSP, scripts/build/csp.mjs). Gives way to the thank-you
 * panel with the card's introduction (`data-form-intro`).
 */
export function FormSteps({ cardId, parts }: { cardId: string; parts: readonly FormPart[] }) {
  const rules = parts
    .map(
      ({ id }) =>
        `#${cardId}:is(:has(#${id} :invalid),:not(:has(#${id} :required))) [data-step=${id}] [data-done],#${cardId}:has(#${id} :required):not(:has(#${id} :invalid)) [data-step=${id}] [data-todo]{display:none}`,
    )
    .join('');
  return (
    <div data-form-intro className="mb-8">
      <style>{rules}</style>
      <ol aria-label="Parts of the form" className="flex flex-wrap gap-2">
        {parts.map((part, index) => (
          <li key={part.id} data-step={part.id}>
            <a
              href={`#${part.id}`}
              className="flex items-center gap-2.5 rounded-full border border-line bg-surface-muted py-1 pr-4 pl-1 text-sm font-semibold text-ink hover:text-brand-700"
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
              {part.title}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
