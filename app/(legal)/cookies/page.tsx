import type { Metadata } from 'next';
import { LegalDocument } from '@/components/content/LegalDocument';
import { getLegalPage } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('cookies');
  return pageMetadata({ title: page.title, description: page.description, path: pageLinks.cookies.href });
}

export default async function Page() {
  return <LegalDocument page={await getLegalPage('cookies')} />;
}
