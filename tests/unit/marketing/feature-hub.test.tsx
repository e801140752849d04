/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { FeatureHubVisual } from '@/components/marketing/visuals/FeatureHubVisual';
import { getFeaturesContent } from '@/lib/content/marketing';

jest.mock('server-only', () => ({}));

describe("Features' hero picture (FeatureHubVisual)", () => {
  const { hero, sections, visuals } = getFeaturesContent();
  const markup = renderToStaticMarkup(
    <FeatureHubVisual feed={hero.feed} tag={hero.note} sections={sections} visuals={visuals} />,
  );

  it('links one row to each section, in the page order', () => {
    expect([...markup.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual(
      sections.map((section) => section.id),
    );
  });

  it("fills every gap from the sections' own examples, computed as their pictures compute them", () => {
    expect(markup).not.toMatch(/\{\w+\}/);
    // Vendor count 10 less a Quantity Delta of 3; cost 50 +65% raised to MAP 85; the order's last stage.
    expect(markup).toContain('LED retrofit trim from Nora');
    expect(markup).toContain('10 → 7');
    expect(markup).toContain('Cost $50.00 +65%, raised to MAP');
    expect(markup).toContain('$85.00');
    // The tracking number is one unit: no line break inside it.
    expect(markup).toContain('Order #2417 shipped, tracking 1Z\u00a048W\u00a02A1\u00a003\u00a02174\u00a07730');
    expect(markup).toContain('>Fulfilled<');
  });

  // A quiet tag at the end of its title bar ("Pictures on this page show sample data." under it read as stiff: outside review).
  it('says in its title bar, after the title, that its figures are samples', () => {
    expect(markup).toMatch(
      /Your store with Linkwell, today<span class="[^"]*text-ink-muted[^"]*">Sample data<\/span><\/p>/,
    );
  });
});
