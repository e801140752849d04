import { cn } from '@/lib/util/cn';
import { chatAssistant } from '@/lib/chat/text';
import { ChatIcon } from './ChatIcon';

/** Each size's tile and bubble. */
const sizes = {
  lg: ['size-12 rounded-2xl', 'size-6'],
  sm: ['size-7 rounded-lg', 'size-4'],
  xs: ['size-4 rounded-md', 'size-3'],
} as const;

/**
 * The assistant's face: the chat's bubble on the brand's deep blue in both themes (no monogram).
 * Large on the start screen, with the dot that says it answers at any hour; small (sm) in the
 * header, as who answers now; smallest (xs) in the line that names it above each run of its messages.
 */
export function AssistantTile({ size, className }: { size: keyof typeof sizes; className?: string }) {
  const [tile, bubble] = sizes[size];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-deep to-brand-deepest text-white shadow-sm',
        tile,
        className,
      )}
      data-assistant-tile={size}
    >
      <ChatIcon name="chatBubble" className={bubble} />
      {size === 'lg' && (
        <span className="absolute -right-0.5 -bottom-0.5 size-3.5 rounded-full bg-success-700 ring-2 ring-surface-raised" />
      )}
    </span>
  );
}

/** The "AI" label beside the assistant's name; `children` a longer label in its place (the header's "AI assistant"). */
export function AssistantBadge({ className, children }: { className?: string; children?: string }) {
  return (
    <span
      className={cn(
        'rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset',
        className,
      )}
    >
      {children ?? chatAssistant.role}
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
