import { chatSuggestedQuestions } from '@/lib/chat/text';
import { cn } from '@/lib/util/cn';

/**
 * From the third question on, the height of the start screen's content box (a size container) each
 * needs before it is shown: one more question is 2.625rem (a 34 px chip and its 8 px gap) over the
 * 22.375rem that the screen needs with two (ChatStartScreen). A short window thus shows whole
 * questions, never a list that pushes the way to a person out of view.
 */
const fitHeights = ['', '', '[@container(min-height:25rem)]:block', '[@container(min-height:27.625rem)]:block'];

/** The popular questions (content/chat/suggested-questions.json): one click asks one. */
export function SuggestedQuestions({
  onAsk,
  fitToHeight = false,
  className,
}: {
  onAsk: (question: string) => void;
  /** Inside a size container: show only the questions its height has room for (see fitHeights). */
  fitToHeight?: boolean;
  className?: string;
}) {
  return (
    <div className={className} data-chat-suggestions>
      <p className="mb-2 text-xs font-semibold text-ink-subtle">{chatSuggestedQuestions.title}</p>
      <ul className="flex flex-col items-start gap-2">
        {chatSuggestedQuestions.questions.map((question, index) => (
          <li key={question} className={fitToHeight && fitHeights[index] ? cn('hidden', fitHeights[index]) : undefined}>
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
