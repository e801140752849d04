import { Prose } from '@/components/ui/Prose';
import type { DocPart } from '@/lib/content/docs';
import { CodeSample } from './CodeSample';
import { DocFigure } from './figures/DocFigure';
import { docsProseStyles } from './prose-styles';
import { PriceRuleCalculator } from './PriceRuleCalculator';
import { QuantityDeltaCalculator } from './QuantityDeltaCalculator';

const calculators = { 'price-rule': PriceRuleCalculator, 'quantity-delta': QuantityDeltaCalculator } as const;

/**
 * The article's Markdown, with live calculators, drawn screenshots and code samples (dark in both
 * themes, as the API reference's) where the Markdown places them.
 * The words stop at a reading measure (42rem, some 80 characters a line; the article's column, up to 48rem,
 * from 768 to 1279 px, where no rail stands beside them); the drawings and calculators take the column's whole width.
 */
export function DocArticleBody({ parts }: { parts: DocPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'html')
          return <Prose key={index} html={part.html} className={`max-w-2xl md:max-w-3xl ${docsProseStyles}`} />;
        if (part.kind === 'figure') return <DocFigure key={index} figure={part.figure} />;
        if (part.kind === 'sample')
          return (
            <div key={index} className="my-6 max-w-2xl md:max-w-3xl">
              <CodeSample
                id={part.sample.id}
                code={part.sample.code}
                language={part.sample.language}
                label={part.sample.label}
              />
            </div>
          );
        const Calculator = calculators[part.calculator];
        return <Calculator key={index} />;
      })}
    </>
  );
}
