/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors on purpose: the prefetcher serves every link of a page, whoever rendered it. */
import { fireEvent, render } from '@testing-library/react';
import { IntentPrefetch, prefetchablePath } from '@/components/layout/IntentPrefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

const anchor = (href: string, attributes: Record<string, string> = {}) => {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('prefetchablePath', () => {
  beforeEach(() => window.history.replaceState(null, '', '/documentation'));

  it('accepts another page of the site', () => {
    expect(prefetchablePath(anchor('/pricing'), window.location)).toBe('/pricing');
    expect(prefetchablePath(anchor('/documentation/quick-start-guide#step-2'), window.location)).toBe(
      '/documentation/quick-start-guide',
    );
  });

  it('refuses the current page, other origins, files, downloads and new tabs', () => {
    expect(prefetchablePath(anchor('/documentation#api'), window.location)).toBeNull();
    expect(prefetchablePath(anchor('https://example.com/pricing'), window.location)).toBeNull();
    expect(prefetchablePath(anchor('/release-notes/feed.xml'), window.location)).toBeNull();
    expect(prefetchablePath(anchor('/pricing', { download: '' }), window.location)).toBeNull();
    expect(prefetchablePath(anchor('/pricing', { target: '_blank' }), window.location)).toBeNull();
  });
});

describe('IntentPrefetch', () => {
  beforeEach(() => {
    prefetch.mockClear();
    window.history.replaceState(null, '', '/');
  });

  it('prefetches a route once, when the pointer, a finger or the focus reaches its link', () => {
    render(
      <>
        <IntentPrefetch />
        <a href="/pricing">
          <span>Pricing</span>
        </a>
        <a href="/contact">Contact</a>
        <a href="/careers">Careers</a>
        <a href="https://example.com/">Elsewhere</a>
      </>,
    );
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.pointerOver(document.querySelector('a[href="/pricing"] span')!);
    fireEvent.pointerOver(document.querySelector('a[href="/pricing"]')!);
    fireEvent.touchStart(document.querySelector('a[href="/contact"]')!);
    fireEvent.focusIn(document.querySelector('a[href="/careers"]')!);
    fireEvent.pointerOver(document.querySelector('a[href^="https:"]')!);

    expect(prefetch.mock.calls).toEqual([['/pricing'], ['/contact'], ['/careers']]);
  });
});
