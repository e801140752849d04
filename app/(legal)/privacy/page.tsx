import type { Metadata } from 'next';
import { LegalDocument } from '@/components/content/LegalDocument';
import { getLegalPage } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('privacy');
  return pageMetadata({ title: page.title, description: page.description, path: pageLinks.privacy.href });
}

export default async function Page() {
  return <LegalDocument page={await getLegalPage('privacy')} />;
}
