import { pageLinks } from '@/lib/site/site';

/** The documentation's article categories, in sidebar order. */
export const docCategories = [
  { id: 'getting-started', title: 'Getting Started' },
  { id: 'user-guide', title: 'User Guide' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
] as const;

export type DocCategoryId = (typeof docCategories)[number]['id'];

export const docCategoryIds = docCategories.map((category) => category.id) as [DocCategoryId, ...DocCategoryId[]];

export const categoryTitle = (id: DocCategoryId) => docCategories.find((category) => category.id === id)!.title;

/** Sidebar entries that lead elsewhere instead of filtering the list. */
export const docSidebarLinks = [
  { id: 'integrations', title: 'Integrations', href: pageLinks.vendorIntegrations.href },
  { id: 'api', title: 'API Reference', href: '#api' },
] as const;
