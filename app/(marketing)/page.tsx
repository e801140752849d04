import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { pageMetadata } from '@/lib/seo';
import { siteDescription, siteName, siteTagline } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: `${siteName}: Shopify store and vendor automation`,
  description: siteDescription,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <Section as="h1" title="Automate your store's vendor operations" intro={siteTagline}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/pricing" size="lg">
          Get Started
        </ButtonLink>
        <ButtonLink href="/how-it-works" size="lg" variant="secondary">
          See How It Works
        </ButtonLink>
      </div>
    </Section>
  );
}
