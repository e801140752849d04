import { chatSuggestedQuestions } from '@/lib/chat/text';

/** The popular questions (content/chat/suggested-questions.json): one click asks one. */
export function SuggestedQuestions({ onAsk, className }: { onAsk: (question: string) => void; className?: string }) {
  return (
    <div className={className} data-chat-suggestions>
      <p className="mb-2 text-xs font-semibold text-ink-subtle">{chatSuggestedQuestions.title}</p>
      <ul className="flex flex-col items-start gap-2">
        {chatSuggestedQuestions.questions.map((question) => (
          <li key={question}>
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
