import { chatSuggestedQuestions } from '@/lib/chat/text';

/**
 * The start screen's fit (ChatStartScreen is a size container): with two questions it needs a content
 * box of 23.375rem (the team's faces beside their reply hours take two lines), and each further
 * question 2.625rem more (a 34 px chip and its 8 px gap). Below
 * the first height it shows its intro (what to ask about) instead; from 32.75rem, room for all four
 * and the intro's 4rem (a tall phone), both. One table, so the heights change together.
 */
export const startScreenFit = {
  questions: 'hidden [@container(min-height:23.375rem)]:block',
  intro: '[@container(min-height:23.375rem)]:hidden [@container(min-height:32.75rem)]:block',
  byIndex: ['', '', 'hidden [@container(min-height:26rem)]:block', 'hidden [@container(min-height:28.625rem)]:block'],
};

/** The popular questions (content/chat/suggested-questions.json): one click asks one. */
export function SuggestedQuestions({
  onAsk,
  fitToHeight = false,
  className,
}: {
  onAsk: (question: string) => void;
  /** On the start screen: show only the questions its height has room for (startScreenFit). */
  fitToHeight?: boolean;
  className?: string;
}) {
  return (
    <div className={className} data-chat-suggestions>
      <p className="mb-2 text-xs font-semibold text-ink-subtle">{chatSuggestedQuestions.title}</p>
      <ul className="flex flex-col items-start gap-2">
        {chatSuggestedQuestions.questions.map((question, index) => (
          <li key={question} className={fitToHeight ? startScreenFit.byIndex[index] || undefined : undefined}>
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="rounded-full border border-brand-200 bg-surface px-3 py-1.5 text-left text-sm text-brand-700 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
