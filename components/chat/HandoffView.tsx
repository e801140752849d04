'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { chatHandoffText as text } from '@/lib/chat/text';
import { Button } from '@/components/ui/Button';
import { ChatIcon } from './ChatIcon';
import type { HandoffFormProps } from './HandoffForm';
import { TeamFaces } from './TeamFaces';

type HandoffFormComponent = ComponentType<HandoffFormProps>;
let handoffFormModule: Promise<HandoffFormComponent> | null = null;

/** The hand-off form and the forms' code: a chunk of its own, fetched when a person is asked for (or the menu opens). */
function loadHandoffForm(): Promise<HandoffFormComponent> {
  handoffFormModule ??= import('./HandoffForm').then(
    (module) => module.HandoffForm,
    (error: unknown) => {
      handoffFormModule = null;
      throw error;
    },
  );
  return handoffFormModule;
}
export const prefetchHandoffForm = () => void loadHandoffForm().catch(() => undefined);

/**
 * "Talk to a person": the form in the window's body, with a way back to the conversation, or to the
 * start screen when none has begun (`fromStart`).
 */
export function HandoffView({ onBack, fromStart, ...props }: HandoffFormProps & { fromStart: boolean }) {
  const [form, setForm] = useState<{ Component: HandoffFormComponent } | 'loading' | 'failed'>('loading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const load = useCallback(() => {
    loadHandoffForm().then(
      (Component) => setForm({ Component }),
      () => setForm('failed'),
    );
  }, []);
  const tryAgain = () => {
    setForm('loading');
    load();
  };
  useEffect(() => {
    load();
    headingRef.current?.focus();
  }, [load]);
  return (
    <div
      className="flex flex-1 flex-col overflow-y-auto overscroll-contain bg-surface-muted px-4 py-3"
      data-chat-handoff
    >
      {/* Title and the way back on one row, so the form below fits the 500 px window with Send in view. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {text.title}
        </h3>
        <Button onClick={onBack} variant="subtle" size="2xs" className="-mr-1">
          <ChatIcon name="back" className="size-4" />
          {fromStart ? text.backToStart : text.back}
        </Button>
      </div>
      {/* Who will reply: the faces of the start screen (the form's success panel says when). */}
      <div className="mt-1 mb-3 flex items-center gap-2.5">
        <TeamFaces size="lg" ring="ring-surface-muted" />
        <p className="text-sm text-ink-muted">{text.intro}</p>
      </div>
      {form === 'loading' && (
        <p role="status" className="text-sm text-ink-muted">
          {text.loading}
        </p>
      )}
      {form === 'failed' && (
        <div role="alert" className="text-sm text-danger-700">
          <p>{text.loadFailed}</p>
          <Button onClick={tryAgain} variant="danger" size="xs" className="mt-2">
            {text.tryAgain}
          </Button>
        </div>
      )}
      {typeof form === 'object' && <form.Component {...props} onBack={onBack} />}
    </div>
  );
}
