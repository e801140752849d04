import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { chatAssistant } from '@/lib/chat/text';

/**
 * The assistant's face: the chat's bubble on the brand's deep blue in both themes (no monogram).
 * Large on the start screen, with the dot that says it answers at any hour; small beside each of
 * its messages.
 */
export function AssistantTile({ size, className }: { size: 'lg' | 'sm'; className?: string }) {
  const large = size === 'lg';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-deep to-brand-deepest text-white shadow-sm',
        large ? 'size-12 rounded-2xl' : 'size-7 rounded-lg',
        className,
      )}
      data-assistant-tile={size}
    >
      <Icon name="chatBubble" className={large ? 'size-6' : 'size-4'} />
      {large && (
        <span className="absolute -right-0.5 -bottom-0.5 size-3.5 rounded-full bg-success-700 ring-2 ring-surface-raised" />
      )}
    </span>
  );
}

/** The "AI" label beside the assistant's name. */
export function AssistantBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset',
        className,
      )}
    >
      {chatAssistant.role}
    </span>
  );
}

/**
 * What the assistant says (a message, or that it is typing), beside its face. Messages in a row
 * (the two greetings, a reply in several bubbles) sit closer, and only the first shows the face, at
 * its top: a long answer is read from its first line while its foot is still below the log's edge,
 * where a face at the bottom was cut in two (outside review D). `continued`: another of the
 * assistant's messages follows this one; `follows`: this one follows another.
 */
export function AssistantRow({
  children,
  continued = false,
  follows = false,
}: {
  children: ReactNode;
  continued?: boolean;
  follows?: boolean;
}) {
  return (
    // The log's 12 px gap less 8: 4 px inside a run (in the chunk's JavaScript, not the site's CSS).
    <div
      className="mr-auto flex max-w-[92%] items-start gap-2"
      style={continued ? { marginBottom: '-0.5rem' } : undefined}
    >
      <AssistantTile size="sm" className={follows ? 'invisible' : undefined} />
      {children}
    </div>
  );
}
