import { RELEASE_NOTES_FEED_PATH, getReleaseNotes, releaseNotesAtom } from '@/lib/content/release-notes';
import { absoluteUrl } from '@/lib/seo';
import { pageLinks, siteName } from '@/lib/site';

export const dynamic = 'force-static';

export function GET() {
  const xml = releaseNotesAtom(getReleaseNotes(), {
    title: `${siteName} release notes`,
    pageUrl: absoluteUrl(pageLinks.releaseNotes.href),
    feedUrl: absoluteUrl(RELEASE_NOTES_FEED_PATH),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
