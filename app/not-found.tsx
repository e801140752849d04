import { NOT_FOUND_TITLE } from '@/components/layout/NotFoundContent';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { getNotFoundContent } from '@/lib/content/pages';

/*
 * What a page would show if it called notFound(); none of this static site does (an unknown address
 * gets out/404.html, app/global-not-found.tsx). Next writes a layout's not-found UI into the RSC
 * payload of every page below it, twice, and without this file that was its own default page with
 * inline styles: this small one saves about 0.45 KB gzipped on every page.
 */
export default function NotFound() {
  const { homeLink } = getNotFoundContent();
  return (
    <Hero variant="centered" title={NOT_FOUND_TITLE}>
      <ButtonLink href={homeLink.href}>{homeLink.label}</ButtonLink>
    </Hero>
  );
}
