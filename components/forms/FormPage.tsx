import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { FormCard } from './FormCard';

type FormPageText = { eyebrow?: string; heading: string; intro: string; formTitle: string; formIntro: string };

/**
 * The layout of a page built around one form (/contact, /application): the document hero, then the form in its card over two columns and the page's aside in the third.
 */
export function FormPage({
  page,
  formId,
  form,
  aside,
  noScriptEmail,
  stickyAside = false,
  heroNote,
}: {
  page: FormPageText;
  formId: string;
  form: ReactNode;
  aside: ReactNode;
  noScriptEmail?: string;
  /** Keeps a short aside in view beside a long form on a wide screen. */
  stickyAside?: boolean;
  /** A short line under the hero's intro. */
  heroNote?: ReactNode;
}) {
  return (
    <>
      <Hero variant="centered" kicker={page.eyebrow} title={page.heading} intro={<p>{page.intro}</p>} note={heroNote} />
      <Section className="pt-6 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-3">
          <FormCard
            id={formId}
            title={page.formTitle}
            intro={page.formIntro}
            noScriptEmail={noScriptEmail}
            className="lg:col-span-2"
          >
            {form}
          </FormCard>
          {stickyAside ? <div className="lg:sticky lg:top-24 lg:self-start">{aside}</div> : aside}
        </div>
      </Section>
    </>
  );
}
