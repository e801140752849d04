import { getReleaseNotes, releaseNotesAtom } from '@/lib/content/release-notes';
import { releaseNotesFeedHref } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/routes';
import { pageLinks, siteName } from '@/lib/site/site';

export const dynamic = 'force-static';

export function GET() {
  const xml = releaseNotesAtom(getReleaseNotes(), {
    title: `${siteName} release notes`,
    pageUrl: absoluteUrl(pageLinks.releaseNotes.href),
    feedUrl: absoluteUrl(releaseNotesFeedHref),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
