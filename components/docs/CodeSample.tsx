import type { ReactNode } from 'react';
import { highlight, type CodeLanguage } from '@/lib/docs/highlight';
import { CodePanel } from './CodePanel';

/** A code sample highlighted at build time (shiki), in its panel with a copy button. */
export async function CodeSample({
  id,
  code,
  language,
  label,
  caption,
  compact = false,
  dark = false,
}: {
  id: string;
  code: string;
  language: CodeLanguage;
  label: string;
  caption?: ReactNode;
  compact?: boolean;
  /** Navy in both themes (the API reference's code column): CodePanel. */
  dark?: boolean;
}) {
  return (
    <CodePanel
      id={id}
      html={await highlight(code, language, !dark)}
      label={label}
      caption={caption}
      compact={compact}
      dark={dark}
    />
  );
}
