import { CopyPageButton } from '@/components/docs/CopyPageButton';
import type { HelpCenterContent } from '@/lib/content/docs';
import { fillTemplate, formatCalendarDay } from '@/lib/content/schemas';
import { docMarkdownHref } from '@/lib/site/routes';

/** An article's header: title, description, its category, reading time and last update, and Copy page. */
type ArticleFacts = {
  slug: string;
  title: string;
  description: string;
  categoryTitle: string;
  readingTime: string;
  /** ISO date */
  updated: string;
};

export function DocArticleHeader({ doc, text }: { doc: ArticleFacts; text: HelpCenterContent['article'] }) {
  return (
    <header className="mt-6 border-b border-line pb-8">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{doc.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{doc.description}</p>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {/*
            Each item carries its dot before it, and the row is shifted left by a dot's width and
            clipped: the dot of whichever item starts a line, the first or a wrapped one, falls
            outside and is not seen, so no line starts or ends on a separator. The dots are
            generated content with empty alternative text, so they are not read out.
          */}
        <p className="overflow-hidden text-sm text-ink-subtle" data-meta-row>
          <span className="-ml-4 flex flex-wrap gap-y-1 *:before:inline-block *:before:w-4 *:before:text-center *:before:content-['·'_/_'']">
            <span>{doc.categoryTitle}</span>
            <span>{doc.readingTime}</span>
            <span>
              {text.updatedLabel} <time dateTime={doc.updated}>{formatCalendarDay(doc.updated)}</time>
            </span>
          </span>
        </p>
        <div className="flex items-center gap-2">
          <CopyPageButton
            source={docMarkdownHref(doc.slug)}
            labels={{
              copy: text.copyPage,
              copied: text.copied,
              copiedStatus: fillTemplate(text.copiedStatus, { title: doc.title }),
              failedStatus: text.copyFailed,
            }}
          />
        </div>
      </div>
    </header>
  );
}
