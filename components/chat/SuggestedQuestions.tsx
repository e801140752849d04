import { chatSuggestedQuestions } from '@/lib/chat/text';

/**
 * The start screen's fit (ChatStartScreen is a size container): all four questions, in two rows of
 * two, with the way to a person under them, need a content box of 22.125rem, 354 px (the 500 px
 * desktop window, under its 66 px header, has 402), so every one shows whole or, in a browser window
 * too short for the chat's, none does and the intro (what to ask about) says it instead; from 29.5rem
 * (a tall phone) both, the questions one to a row; from 39rem (a phone from 722 px high) the popular
 * guides under them. One table, so the heights change together.
 */
export const startScreenFit = {
  questions: 'hidden [@container(min-height:22.125rem)]:block',
  intro: '[@container(min-height:22.125rem)]:hidden [@container(min-height:29.5rem)]:block',
  columns: 'grid-cols-2 [@container(min-height:29.5rem)]:grid-cols-1',
  articles: 'hidden [@container(min-height:39rem)]:block',
};

/**
 * The popular questions (content/chat/suggested-questions.json): one click asks one. Two to a row
 * (one on a tall phone's start screen), each on up to two lines: four stacked chips were taller than the 500 px window had room for, and
 * the last went under the message box (outside review).
 */
export function SuggestedQuestions({ onAsk, className }: { onAsk: (question: string) => void; className?: string }) {
  return (
    <div className={className} data-chat-suggestions>
      <p className="mb-2 text-xs font-semibold text-ink-subtle">{chatSuggestedQuestions.title}</p>
      <ul className={`grid gap-2 ${startScreenFit.columns}`}>
        {chatSuggestedQuestions.questions.map((question) => (
          <li key={question} className="flex">
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="w-full rounded-xl border border-brand-200 bg-surface px-3 py-1.5 text-left text-sm text-brand-700 hover:border-brand-300 hover:bg-brand-50"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
