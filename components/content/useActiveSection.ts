'use client';

import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last of `ids` whose element's top has passed the reading line,
 * by default the upper third of the viewport (the first before any has), or the last one at the bottom of
 * the page. (At a quarter, a reviewer saw the previous heading stay marked with the next one well in view.)
 * Shared by the policies' "On this page", the API reference's section links and the release notes' version
 * index, whose ids are whole calls and cards: there the line is the viewport's middle (at a third, 2.2.0 stayed marked
 * while the 2.1.0 card filled the screen: outside review OOOO).
 */
export function useActiveSection(ids: readonly string[], readingLine = 1 / 3): string | null {
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
