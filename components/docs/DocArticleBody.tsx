import { Prose } from '@/components/ui/Prose';
import type { DocPart } from '@/lib/content/docs';
import { DocFigure } from './figures/DocFigure';
import { PriceRuleCalculator } from './PriceRuleCalculator';
import { QuantityDeltaCalculator } from './QuantityDeltaCalculator';

/** Heading permalinks: hidden until the heading is hovered or the link has keyboard focus. */
const anchorStyles =
  '[&_.heading-anchor-wrapper+*]:mt-0 [&_.heading-anchor-wrapper]:flex [&_.heading-anchor-wrapper]:items-baseline [&_.heading-anchor-wrapper]:gap-2 [&_.heading-anchor]:font-semibold [&_.heading-anchor]:text-ink-subtle [&_.heading-anchor]:no-underline [&_.heading-anchor]:opacity-0 [&_.heading-anchor:focus-visible]:opacity-100 [&_.heading-anchor:hover]:text-brand-700 [&_.heading-anchor-wrapper:hover_.heading-anchor]:opacity-100';

const calculators = { 'price-rule': PriceRuleCalculator, 'quantity-delta': QuantityDeltaCalculator } as const;

/** The article's Markdown, with live calculators and drawn screenshots where the Markdown places them. */
export function DocArticleBody({ parts }: { parts: DocPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'html') return <Prose key={index} html={part.html} className={anchorStyles} />;
        if (part.kind === 'figure') return <DocFigure key={index} figure={part.figure} />;
        const Calculator = calculators[part.calculator];
        return <Calculator key={index} />;
      })}
    </>
  );
}
