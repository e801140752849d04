import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';

/**
 * The assistant's face: the chat's bubble on the brand's deep blue in both themes (no monogram).
 * Large on the start screen, with the dot that says it answers at any hour; small beside each of
 * its messages, so the conversation keeps saying who is talking.
 */
export function AssistantTile({ size }: { size: 'lg' | 'sm' }) {
  const large = size === 'lg';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-deep to-brand-deepest text-white shadow-sm',
        large ? 'size-12 rounded-2xl' : 'size-7 rounded-lg',
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

/** What the assistant says (a message, or that it is typing), beside its face. */
export function AssistantRow({ children }: { children: ReactNode }) {
  return (
    <div className="mr-auto flex max-w-[92%] items-end gap-2">
      <AssistantTile size="sm" />
      {children}
    </div>
  );
}
