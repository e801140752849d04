import { absoluteUrl, type JsonLdObject } from '@/lib/seo';
import { siteName, siteUrl } from '@/lib/site';
import { readingMinutes } from './reading-time';

type ArticleInput = { title: string; description: string; path: string; section: string; words: number };

/** schema.org TechArticle of one help article. */
export function techArticleJsonLd({ title, description, path, section, words }: ArticleInput): JsonLdObject {
  const organization = { '@type': 'Organization', name: siteName, url: siteUrl, logo: `${siteUrl}/icon.svg` };
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    articleSection: section,
    inLanguage: 'en',
    wordCount: words,
    timeRequired: `PT${readingMinutes(words)}M`,
    author: organization,
    publisher: organization,
  };
}
