import { Fragment, useMemo, type ReactNode } from 'react';
import { textLinkClasses } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import { parseMarkdown, type BlockNode, type InlineNode } from '@/lib/chat/markdown';
import { hasLongWord } from '@/lib/chat/messages';

/**
 * A bold phrase of a reply that names one of the chat's own controls (the greeting's **Talk to a
 * person**): a real button that does what the control does. Set bold, it read as a button and was not
 * one (outside review). Only a bold run that is exactly the label; any other bold stays bold text.
 */
export type MarkdownAction = { label: string; onPress: () => void; onIntent?: () => void };

const plainText = (nodes: InlineNode[]): string =>
  nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : '')).join('');

function renderInline(nodes: InlineNode[], action?: MarkdownAction): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        if (action && plainText(node.children) === action.label)
          return (
            <button
              key={index}
              type="button"
              onClick={action.onPress}
              onPointerEnter={action.onIntent}
              onFocus={action.onIntent}
              className={cn('font-semibold', textLinkClasses)}
            >
              {action.label}
            </button>
          );
        return <strong key={index}>{renderInline(node.children, action)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children, action)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-ink/5 px-1 py-0.5 font-mono text-[0.875em]">
            {node.value}
          </code>
        );
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('font-medium', textLinkClasses)}
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: BlockNode, index: number, action?: MarkdownAction): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children, action)}</p>;
    case 'heading':
      return (
        <p key={index} className="font-semibold">
          {renderInline(block.children, action)}
        </p>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item, action)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
    case 'code':
      return (
        <pre
          key={index}
          tabIndex={0}
          className="overflow-x-auto rounded-lg bg-ink/5 p-3 font-mono text-[0.8125rem] leading-relaxed"
        >
          <code>{block.value}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} className="border-line" />;
  }
}

/**
 * A bot reply as safe Markdown: React elements from a parsed tree, never injected HTML (`action`: a bold
 * run naming a control of the chat is that control, MarkdownAction). A reply with
 * a word longer than a line is set without kerning (hasLongWord: kerning makes breaking it slow).
 */
export function Markdown({ text, action }: { text: string; action?: MarkdownAction }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  const longWord = useMemo(() => hasLongWord(text), [text]);
  return (
    <div className={cn('space-y-2 [overflow-wrap:break-word]', longWord && '[font-kerning:none]')}>
      {blocks.map((block, index) => renderBlock(block, index, action))}
    </div>
  );
}
