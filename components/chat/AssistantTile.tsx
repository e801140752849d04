import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { chatAssistant } from '@/lib/chat/text';

/**
 * The assistant's face: the chat's bubble on the brand's deep blue in both themes (no monogram).
 * Large on the start screen, with the dot that says it answers at any hour; small (xs) in the line
 * that names it above each run of its messages.
 */
export function AssistantTile({ size, className }: { size: 'lg' | 'xs'; className?: string }) {
  const large = size === 'lg';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-deep to-brand-deepest text-white shadow-sm',
        large ? 'size-12 rounded-2xl' : 'size-4 rounded-md',
        className,
      )}
      data-assistant-tile={size}
    >
      <Icon name="chatBubble" className={large ? 'size-6' : 'size-3'} />
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
 * The assistant's bubble (a message, or that it is typing): the site's muted surface and its line (what
 * keeps it apart in the dark), nearly the log's full width (a bubble 80% wide cut the first answer
 * mid-sentence in the 384x500 window: outside review P). The tail corner is small, as the visitor's is
 * on the right; a run's face, name and AI label head it once, above its start (ChatEntry).
 */
export const assistantBubble = 'rounded-2xl rounded-bl-md bg-surface-muted ring-1 ring-line';
