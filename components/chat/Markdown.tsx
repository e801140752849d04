import { Fragment, useMemo, type ReactNode } from 'react';
import { textLinkClasses } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import { parseMarkdown, type BlockNode, type InlineNode } from '@/lib/chat/markdown';
import { hasLongWord } from '@/lib/chat/messages';

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
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

function renderBlock(block: BlockNode, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'heading':
      return (
        <p key={index} className="font-semibold">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
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
 * A bot reply as safe Markdown: React elements from a parsed tree, never injected HTML. A reply with
 * a word longer than a line is set without kerning (hasLongWord: kerning makes breaking it slow).
 */
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  const longWord = useMemo(() => hasLongWord(text), [text]);
  return (
    <div className={cn('space-y-2 [overflow-wrap:break-word]', longWord && '[font-kerning:none]')}>
      {blocks.map(renderBlock)}
    </div>
  );
}
