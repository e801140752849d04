import type { Metadata } from 'next';
import { LegalDocument } from '@/components/content/LegalDocument';
import { getLegalPage } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('terms');
  return pageMetadata({ title: page.title, description: page.description, path: pageLinks.terms.href });
}

export default async function Page() {
  return <LegalDocument page={await getLegalPage('terms')} />;
}
