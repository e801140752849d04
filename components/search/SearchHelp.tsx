import type { MouseEvent } from 'react';
import { TextLink } from '@/components/ui/TextLink';
import { openChat } from '@/lib/chat/open-chat';
import type { SearchLink, SearchTexts } from '@/lib/search/types';

export type SearchHelpTexts = Pick<
  SearchTexts,
  'popularTitle' | 'askAssistant' | 'askAssistantHint' | 'contactText' | 'contactLink' | 'contactHref'
>;

/**
 * What a search that found nothing offers, the same in the site search dialog and the
 * /documentation box (issue 25): popular articles, Ask the assistant (the query put in the chat's
 * message box, not sent) and a link to Contact.
 */
export function SearchHelp({
  text,
  popular,
  query,
  onLinkClick,
  beforeAsk,
}: {
  text: SearchHelpTexts;
  /** Listed under the dialog's group heading's look; the dialog lists them itself, as its options. */
  popular?: SearchLink[];
  query: string;
  /** The dialog routes its links itself (and closes); elsewhere they are plain links. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  beforeAsk?: () => void;
}) {
  const link = (href: string) =>
    onLinkClick ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onLinkClick(event, href) } : {};
  return (
    <>
      {popular && (
        <>
          <p className="mt-4 text-xs font-semibold tracking-wide text-ink-subtle uppercase">{text.popularTitle}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {popular.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} {...link(entry.href)} className="font-medium text-brand-700 hover:underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* The sentence first, its button after it (the button ahead of the words that explain it read backwards:
          outside review DDDD); side by side from sm, so the panel stays low enough to end above the dialog's foot. */}
      <div className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-5">
        <p className="text-sm text-ink-muted">
          {text.askAssistantHint} {text.contactText}{' '}
          <TextLink href={text.contactHref} {...link(text.contactHref)} className="font-medium">
            {text.contactLink}
          </TextLink>
          .
        </p>
        <button
          type="button"
          onClick={() => {
            beforeAsk?.();
            openChat({ draft: query.trim() });
          }}
          className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-deep"
        >
          {text.askAssistant}
        </button>
      </div>
    </>
  );
}
