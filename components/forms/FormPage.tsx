import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { FormCard } from './FormCard';
import type { FormPart } from './form-parts';

type FormPageText = { eyebrow?: string; heading: string; intro: string; formTitle: string; formIntro: string };

/**
 * The layout of a page built around one form (/contact, /application): the document hero, then the
 * form in its card over two columns and the page's aside in the third. With `asideFirst` the aside
 * comes first in the markup and is held in view beside the form on a wide screen; below lg its box
 * gives way, so its cards are the grid's own rows (what you apply for, then the form, then the cards
 * marked `order-last`).
 */
export function FormPage({
  page,
  formId,
  form,
  aside,
  noScriptEmail,
  heroNote,
  asideFirst = false,
  parts,
}: {
  page: FormPageText;
  formId: string;
  form: ReactNode;
  aside: ReactNode;
  noScriptEmail?: string;
  /** A short line under the hero's intro. */
  heroNote?: ReactNode;
  /**
   * The aside before the form in the markup, held whole beside it from lg (the aside is the sticky
   * element: this box is as tall as the form's row). Below lg the box gives way (`contents`).
   */
  asideFirst?: boolean;
  /** A long form's numbered parts (FormProgress ticks their legends). */
  parts?: readonly FormPart[];
}) {
  return (
    <>
      <Hero variant="centered" kicker={page.eyebrow} title={page.heading} intro={<p>{page.intro}</p>} note={heroNote} />
      <Section className="pt-6 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-3">
          {asideFirst && <div className="contents lg:block">{aside}</div>}
          <FormCard
            id={formId}
            title={page.formTitle}
            intro={page.formIntro}
            noScriptEmail={noScriptEmail}
            parts={parts}
            // Placed in the first two columns, so an aside before it in the markup takes the third.
            className="lg:col-span-2 lg:col-start-1 lg:row-start-1"
          >
            {form}
          </FormCard>
          {!asideFirst && aside}
        </div>
      </Section>
    </>
  );
}
