import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { FormCard } from './FormCard';
import type { FormPart } from './form-parts';

type FormPageText = { eyebrow?: string; heading: string; intro: string; formTitle: string; formIntro: string };

/**
 * The layout of a page built around one form (/contact, /application): the document hero, then the
 * form in its card over two columns and the page's aside in the third. With `asideAfter` the aside
 * comes before the form on a phone, in the reading order too (what you are applying for, then the
 * form), and `asideAfter` after it; on a wide screen both stand in the third column as one stack,
 * `asideAfter` straight under the aside (the grid's gap between them), and `asideAfter` is the part
 * kept in view as the form scrolls on. The rows (the aside as tall as it is, `asideAfter`'s row
 * taking the rest, so its box can hold it in view) go in a <style>, so the shared stylesheet carries
 * no rule for one page.
 */
const splitRows = '@media(min-width:64rem){[data-split-aside]{grid-template-rows:auto 1fr}}';

export function FormPage({
  page,
  formId,
  form,
  aside,
  noScriptEmail,
  stickyAside = false,
  heroNote,
  asideAfter,
  asideFirst = false,
  parts,
}: {
  page: FormPageText;
  formId: string;
  form: ReactNode;
  aside: ReactNode;
  noScriptEmail?: string;
  /** Keeps a short aside (or, with asideAfter, asideAfter) in view beside a long form on a wide screen. */
  stickyAside?: boolean;
  /** A short line under the hero's intro. */
  heroNote?: ReactNode;
  /** What comes after the form on a phone and under the aside on a wide screen. */
  asideAfter?: ReactNode;
  /**
   * The aside before the form in the markup, held whole beside it on a wide screen. Below lg its box
   * gives way (`contents`), so its cards are the grid's own rows: a card that belongs after the form
   * on a phone carries `order-last`. The aside itself holds them in view (sticky) from lg.
   */
  asideFirst?: boolean;
  /** A long form's numbered parts (FormProgress ticks their legends). */
  parts?: readonly FormPart[];
}) {
  // Kept in view: the aside alone, or asideAfter under it. The held block sits in a box as tall as its
  // row: Chromium keeps a sticky grid item inside the whole grid, so it would slide over the other.
  const held = (block: ReactNode) =>
    stickyAside ? (
      <div>
        <div className="lg:sticky lg:top-24">{block}</div>
      </div>
    ) : (
      block
    );
  return (
    <>
      <Hero variant="centered" kicker={page.eyebrow} title={page.heading} intro={<p>{page.intro}</p>} note={heroNote} />
      <Section className="pt-6 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-3" data-split-aside={asideAfter ? '' : undefined}>
          {asideAfter && (
            <>
              <style>{splitRows}</style>
              {aside}
            </>
          )}
          {asideFirst && <div className="contents lg:block">{aside}</div>}
          <FormCard
            id={formId}
            title={page.formTitle}
            intro={page.formIntro}
            noScriptEmail={noScriptEmail}
            parts={parts}
            // Placed in the first two columns, so an aside before it in the markup takes the third.
            className={`lg:col-span-2 lg:col-start-1 lg:row-start-1 ${asideAfter ? 'lg:row-span-2' : ''}`}
          >
            {form}
          </FormCard>
          {asideFirst ? null : asideAfter ? held(asideAfter) : held(aside)}
        </div>
      </Section>
    </>
  );
}
