/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors on purpose: client navigation serves every link of a page, whoever rendered it. */
import { fireEvent, render } from '@testing-library/react';
import {
  ClientNavigation,
  PREFETCH_STALE_MS,
  prefetchablePath,
  routablePath,
} from '@/components/layout/ClientNavigation';

const prefetch = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push }) }));

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

describe('ClientNavigation: prefetch on intent', () => {
  beforeEach(() => {
    prefetch.mockClear();
    window.history.replaceState(null, '', '/');
  });

  it('prefetches a route once, when the pointer, a finger or the focus reaches its link', () => {
    render(
      <>
        <ClientNavigation />
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

  it("prefetches a route again once the router's cache has let it go stale", () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    render(
      <>
        <ClientNavigation />
        <a href="/pricing">Pricing</a>
      </>,
    );
    const link = document.querySelector('a[href="/pricing"]')!;
    fireEvent.pointerOver(link);
    now.mockReturnValue(1_000_000 + PREFETCH_STALE_MS - 1);
    fireEvent.pointerOver(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + PREFETCH_STALE_MS);
    fireEvent.pointerOver(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });
});

describe('routablePath', () => {
  it('never hands the router a path it would read as another host (issue 52)', () => {
    for (const href of [
      '/.//evil.example/x',
      '/%2E//evil.example/x',
      '/a/..//evil.example/x',
      '/%2e%2e//evil.example/x',
    ])
      expect(routablePath(anchor(href), window.location)).toBe('/evil.example/x');
  });

  beforeEach(() => window.history.replaceState(null, '', '/documentation?q=sync'));

  it('routes another page of the site, with its query and anchor, and this page without an anchor', () => {
    expect(routablePath(anchor('/pricing'), window.location)).toBe('/pricing');
    expect(routablePath(anchor('/documentation/add-vendor?from=docs#step-2'), window.location)).toBe(
      '/documentation/add-vendor?from=docs#step-2',
    );
    expect(routablePath(anchor('/documentation'), window.location)).toBe('/documentation');
  });

  it('leaves to the browser a jump inside this page, other origins, files, downloads and new tabs', () => {
    expect(routablePath(anchor('#results'), window.location)).toBeNull();
    expect(routablePath(anchor('/documentation?q=sync#results'), window.location)).toBeNull();
    expect(routablePath(anchor('https://example.com/pricing'), window.location)).toBeNull();
    expect(routablePath(anchor('//example.com/pricing'), window.location)).toBeNull();
    expect(routablePath(anchor('https://localhost@example.com/pricing'), window.location)).toBeNull();
    expect(routablePath(anchor('mailto:support@example.com'), window.location)).toBeNull();
    expect(routablePath(anchor('/documentation/add-vendor.md'), window.location)).toBeNull();
    expect(routablePath(anchor('/llms.txt'), window.location)).toBeNull();
    // A dot in a page's own address does not make it a file.
    expect(routablePath(anchor('/release-notes/v2.2'), window.location)).toBe('/release-notes/v2.2');
    expect(routablePath(anchor('/pricing', { download: '' }), window.location)).toBeNull();
    expect(routablePath(anchor('/pricing', { target: '_blank' }), window.location)).toBeNull();
  });
});

describe('ClientNavigation: clicks', () => {
  beforeEach(() => {
    push.mockClear();
    window.history.replaceState(null, '', '/');
  });

  const page = () =>
    render(
      <>
        <ClientNavigation />
        <a href="/pricing">
          <span>Pricing</span>
        </a>
        <a href="#faq">FAQ</a>
        <a href="https://example.com/">Elsewhere</a>
        <a href="/contact" onClick={(event) => event.preventDefault()}>
          Handled
        </a>
      </>,
    );

  it('routes a plain left click on an internal link in the page, without the browser following it', () => {
    page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a[href="/pricing"] span')!.dispatchEvent(click);
    expect(push.mock.calls).toEqual([['/pricing']]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves modified and middle clicks, anchors of this page, other sites and handled clicks to the browser', () => {
    page();
    const pricing = document.querySelector('a[href="/pricing"]')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      pricing.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    fireEvent.click(document.querySelector('a[href="#faq"]')!);
    fireEvent.click(document.querySelector('a[href^="https:"]')!);
    fireEvent.click(document.querySelector('a[href="/contact"]')!);
    expect(push).not.toHaveBeenCalled();
  });
});
