import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { FormCard } from './FormCard';
import type { MailPurpose } from '@/lib/site/mail-or-form';
import type { FormPart } from './form-parts';

type FormPageText = { eyebrow?: string; heading: string; intro: string; formTitle: string; formIntro: string };

/**
 * The layout of a page built around one form (/contact, /application): the document hero, then the
 * form in its card over two columns and the page's aside in the third. With `asideFirst` the aside's
 * box gives way (`contents`), so its cards are the grid's own: below lg one column, what you apply
 * for, then the form, then the cards marked `order-last`; from lg the form on the left and the cards
 * in a 22rem column beside it, the first at the top and the last (which the page makes sticky) in the
 * row that runs down the form, so the column never ends halfway down it (one narrow column left wide
 * empty margins at 1440, a plain rail ended beside the CV: outside reviews).
 * Beside an aside, the card and the aside share the row's height: the aside runs down the long form,
 * and once sent the card keeps the aside's height, its thank-you at the top and what happens next under
 * it (a short card left a large empty area under it, a lone centred thank-you floated in one: outside reviews).
 * The aside's column is 22rem from lg (Contact's widens to 24rem from xl: ContactChannels): a third of the row was
 * about 145 px of text at 1024 ("Reach / Us" and "support@ / linkwell.example" broke: outside review).
 * With `compact` the header is a form page's own: left-aligned and short, the way back above the title,
 * so the form starts in the first screen (a centred marketing hero spent it: outside review).
 */
export function FormPage({
  page,
  formId,
  form,
  aside,
  noScriptPurpose,
  heroNote,
  asideFirst = false,
  parts,
  formFooter,
  compact = false,
  kicker,
}: {
  page: FormPageText;
  formId: string;
  form: ReactNode;
  aside: ReactNode;
  /** Whose address the no-JavaScript note offers (FormCard). */
  noScriptPurpose?: MailPurpose;
  /** A short line under the hero's intro. */
  heroNote?: ReactNode;
  /** The aside before the form in the markup, its cards placed above and below the form, or beside it from xl. */
  asideFirst?: boolean;
  /** A long form's numbered parts (FormProgress ticks their legends). */
  parts?: readonly FormPart[];
  /** Under the form, by its submit button (FormCard's footer). */
  formFooter?: ReactNode;
  /** A compact, left-aligned header (Hero's `document`, as wide as the form's row). */
  compact?: boolean;
  /** Above the title instead of the eyebrow: the way back. */
  kicker?: ReactNode;
}) {
  return (
    <>
      <Hero
        variant={compact ? 'document' : 'centered'}
        width={compact ? 'default' : undefined}
        kicker={kicker ?? page.eyebrow}
        title={page.heading}
        intro={<p>{page.intro}</p>}
        note={heroNote}
      />
      <Section className="pt-6 sm:pt-8">
        <div
          className={
            asideFirst
              ? // Beside the form from 1280 px: at 1024 the side column left the long form 440 px, its pairs of
                // fields cramped and a link's placeholder cut (outside review PP); there it is a column over and under it,
                // starting under the compact header's title (centred, it began 32 px right of it: outside review UUUU).
                'grid max-w-3xl gap-6 xl:max-w-none xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr] xl:gap-10'
              : // Beside the form from 1280 px too: at 1024 the side column left the form 440 px, its fields 185 px
                // (outside review PPPP); there the ways to reach us follow it, both at the application's width.
                'mx-auto grid max-w-3xl gap-10 xl:max-w-none xl:grid-cols-[minmax(0,1fr)_22rem]'
          }
        >
          {asideFirst && aside}
          <FormCard
            id={formId}
            title={page.formTitle}
            intro={page.formIntro}
            noScriptPurpose={noScriptPurpose}
            parts={parts}
            footer={formFooter}
            className={asideFirst ? 'xl:row-span-2 xl:row-start-1' : 'flex flex-col self-stretch'}
          >
            {form}
          </FormCard>
          {!asideFirst && aside}
        </div>
      </Section>
    </>
  );
}
