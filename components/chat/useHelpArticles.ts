'use client';

import { useEffect, useMemo, useState } from 'react';
import { helpArticles, type HelpArticle } from '@/lib/chat/articles';
import { loadSiteSearch, type LoadedSiteSearch } from '@/lib/search/load';
import type { SiteSearch } from '@/lib/search/rank';

/** Typing must pause this long before the articles follow the draft. */
const DRAFT_PAUSE_MS = 300;

/**
 * The site's search index (/search-index.json), fetched when the chat window first mounts, which is
 * when it first opens: never with the page. Null until it arrives, and if it cannot (the chat works
 * on without it). With it, the site's popular articles.
 */
export function useChatSiteSearch(): LoadedSiteSearch | null {
  const [search, setSearch] = useState<LoadedSiteSearch | null>(null);
  useEffect(() => {
    let mounted = true;
    loadSiteSearch().then(
      (loaded) => mounted && setSearch(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return search;
}

/** The articles that match the draft, once typing pauses; none as soon as the draft is emptied (sent). */
export function useDraftArticles(search: SiteSearch | null, draft: string): HelpArticle[] {
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), DRAFT_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const query = draft.trim() === '' ? '' : settled;
  return useMemo(() => (search ? helpArticles(search, query) : []), [search, query]);
}
