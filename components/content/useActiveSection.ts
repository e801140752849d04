'use client';

import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last of `ids` whose element's top has passed the reading line, by default
 * the viewport's middle (the first before any has), or the last one at the bottom of the page. At a quarter, and
 * then at a third, reviewers saw the previous heading stay marked with the next one well in view (outside reviews
 * OOOO of the release notes' cards, BBBBB of the API reference's calls, GGGGGG of a policy's section 3 at 44% of
 * the screen). An article's short sections keep a third (TableOfContents): at half, a heading picked in its
 * contents gave way to the next one.
 */
export function useActiveSection(ids: readonly string[], readingLine = 1 / 2): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  useEffect(() => {
    const elements = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return;
    const update = () => {
      const threshold = window.innerHeight * readingLine;
      let current = elements[0]!.id;
      for (const element of elements) {
        if (element.getBoundingClientRect().top <= threshold) current = element.id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActiveId(atBottom ? elements[elements.length - 1]!.id : current);
    };
    update();
    const listening = new AbortController();
    const options = { passive: true, signal: listening.signal };
    window.addEventListener('scroll', update, options);
    window.addEventListener('resize', update, options);
    window.addEventListener('hashchange', update, options);
    return () => listening.abort();
  }, [ids, readingLine]);
  return activeId;
}
