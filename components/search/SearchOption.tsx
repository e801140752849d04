import type { MouseEvent } from 'react';
import { cn } from '@/lib/util/cn';
import { excerpt, highlight } from '@/lib/search/excerpt';
import { inCase } from '@/lib/search/site';
import type { SearchRecord } from '@/lib/search/types';
import { Marked } from './Marked';

/** One row of the dialog's listbox: a result (its context, heading and passage, words marked) or a popular link. */
export type SearchOptionData = {
  id: string;
  href: string;
  record?: SearchRecord;
  title: string;
  /** A popular link's line of what it is about (a listed title alone read as thin: outside review DDD). */
  text?: string;
  terms: string[];
  /** A row that opens a fuller list (the documentation box's): a link's look, not a result's. */
  more?: boolean;
};

export function SearchOption({
  option,
  selected,
  onClick,
}: {
  option: SearchOptionData;
  selected: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const record = option.record;
  // A section of a page reads "Page" above "Section"; a question, vendor, story or article "Category" above "Title".
  const sectionFirst = record?.section && (record.kind === 'docs' || record.kind === 'page');
  const heading = sectionFirst ? record.section! : option.title;
  const context = sectionFirst ? record.title : (record?.section ?? record?.category);
  return (
    <a
      id={option.id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      href={option.href}
      onClick={(event) => onClick(event, option.href)}
      className={cn('block rounded-lg px-3 py-2.5 outline-none', selected ? 'bg-brand-50' : 'hover:bg-surface-muted')}
    >
      <span>
        {context && (
          // The breadcrumb stays plain: a tint there too made each row a row of boxes (an outside review).
          <span className="block truncate text-xs text-ink-subtle">{context}</span>
        )}
        <span
          className={cn(
            'block font-medium',
            option.more ? 'text-sm text-brand-700' : selected ? 'text-brand-700' : 'text-ink',
          )}
        >
          <Marked parts={inCase(highlight(heading, option.terms), option.terms)} />
        </span>
        {(record || option.text) && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-ink-muted">
            {record ? <Marked parts={inCase(excerpt(record.text, option.terms), option.terms)} /> : option.text}
          </span>
        )}
      </span>
    </a>
  );
}
