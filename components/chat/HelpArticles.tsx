import type { HelpArticle } from '@/lib/chat/articles';
import { chatWindowText as text } from '@/lib/chat/text';
import { ChatIcon } from './ChatIcon';
import { Link } from '@/components/ui/Link';

/**
 * "These articles may help": up to three of the site's articles that match the question (lib/chat/
 * articles.ts), as links a keyboard reaches like any other. Shown over the message box while a
 * question is typed, and under a failed send; the site's popular ones on a tall phone's start screen.
 */
export function HelpArticles({
  articles,
  onFollow,
  title = text.articlesTitle,
  className,
}: {
  articles: HelpArticle[];
  /** A link was followed (on a phone the chat covers the page, so it closes). */
  onFollow?: () => void;
  /** Over the list, and its name. */
  title?: string;
  className?: string;
}) {
  if (!articles.length) return null;
  return (
    <nav aria-label={title} className={className} data-chat-articles>
      <p aria-hidden="true" className="mb-1 text-xs font-semibold text-ink-subtle">
        {title}
      </p>
      <ul className="flex flex-col">
        {articles.map((article) => (
          <li key={article.href}>
            <Link
              href={article.href}
              onClick={onFollow}
              className="flex items-center gap-2 rounded-lg py-1.5 text-sm text-brand-700 hover:underline"
            >
              <ChatIcon name="file" className="size-4 shrink-0 text-ink-subtle" />
              <span className="min-w-0">
                <span className="font-medium">{article.title}</span>
                {article.section && <span className="text-ink-muted"> · {article.section}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
