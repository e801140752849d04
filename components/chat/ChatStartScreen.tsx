import type { Ref } from 'react';
import { Button } from '@/components/ui/Button';

/** The get-started view: one button (New Conversation) that starts the conversation. */
export function ChatStartScreen({
  ref,
  label,
  onStart,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  onStart: () => void;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center bg-surface-muted p-6">
      <Button ref={ref} onClick={onStart} size="lg">
        {label}
      </Button>
    </div>
  );
}
