import type { Ref } from 'react';
import type { SearchLink } from '@/lib/search/types';
import { chatAssistant, chatHandoffText, chatStartScreenText as text } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { ChatIcon } from './ChatIcon';
import { AssistantTile } from './AssistantTile';
import { prefetchHandoffForm } from './HandoffView';
import { HelpArticles } from './HelpArticles';
import { startScreenFit, SuggestedQuestions } from './SuggestedQuestions';
import { TeamFaces } from './TeamFaces';

/**
 * The get-started view (under the header that says who answers): the assistant, the spec's one button (New Conversation) that
 * starts the conversation, the popular questions (one tap starts the conversation and asks it) and
 * the way to a person (when they reply), all in view before anything is typed. The view is a size
 * container: the 500 px desktop window shows every question whole and nothing to scroll; a tall
 * phone adds, under the assistant's name, what to ask it about, and the questions one to a row; a full
 * phone screen adds the site's popular guides (outside review RR: 40% of it was empty); a browser window
 * too short for the questions says what to ask instead (startScreenFit). Room left over is shared
 * between the parts (justify-between), not left as one blank band above the way to a person (outside
 * review XXX). The questions always wait under the welcome message too.
 */
export function ChatStartScreen({
  ref,
  label,
  onStart,
  onAsk,
  onHandoff,
  popular,
  onFollowArticle,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  onStart: () => void;
  onAsk: (question: string) => void;
  onHandoff: () => void;
  /** The site search's popular articles (none until its index arrives). */
  popular: SearchLink[];
  onFollowArticle: () => void;
}) {
  return (
    <div
      className="[container-type:size] flex min-h-0 flex-1 flex-col justify-between overflow-y-auto overscroll-contain bg-surface-muted p-4"
      // The header's blue runs on behind the top of the assistant's card, so the two read as one
      // (in the chunk's JavaScript, not the site's CSS; `local` scrolls it with the view).
      style={{
        backgroundImage: 'linear-gradient(var(--color-brand-deep) 3.25rem, transparent 0)',
        backgroundAttachment: 'local',
      }}
      data-chat-start
    >
      <div className="rounded-2xl border border-line bg-surface-raised p-4 shadow-md">
        <div className="flex items-center gap-3.5">
          <AssistantTile size="lg" />
          <div className="min-w-0">
            {/* Its name alone: the header right above says "AI assistant" (a second AI label here crowded the first
                view: outside review KKKK). */}
            <p className="font-semibold text-ink">{chatAssistant.name}</p>
            <p className="mt-0.5 text-sm text-ink-muted">{text.replyTime}</p>
          </div>
        </div>
        <p className={`mt-3 border-t border-line pt-3 text-sm text-ink-muted ${startScreenFit.intro}`}>{text.intro}</p>
      </div>
      {/* The way in, with the message box's Send on it (as Intercom's "Send us a message" has): what it
          leads to, the caret in that box (ChatWindow). */}
      <Button ref={ref} onClick={onStart} size="lg" className="mt-3 w-full">
        {label}
        <ChatIcon name="send" className="size-5" />
      </Button>
      {/* Spaced as the card and the button above (12 px), with 8 px at least above the line to a person
          (when a person replies is said in the header). */}
      <SuggestedQuestions onAsk={onAsk} className={`mt-3 ${startScreenFit.questions}`} />
      <HelpArticles
        articles={popular}
        onFollow={onFollowArticle}
        title={text.articlesTitle}
        className={`mt-3 ${startScreenFit.articles}`}
      />
      <div className="pt-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-line pt-3">
          <p className="text-sm font-medium text-ink">{text.personPrompt}</p>
          <Button
            onClick={onHandoff}
            onPointerEnter={prefetchHandoffForm}
            onFocus={prefetchHandoffForm}
            variant="secondary"
            size="sm"
            className="shrink-0"
          >
            {/* The faces of the people who reply, where a person is offered (a faceless line: outside reviews FFF, GGG). */}
            <TeamFaces size="sm" ring="ring-surface-raised" />
            {chatHandoffText.action}
          </Button>
        </div>
      </div>
    </div>
  );
}
