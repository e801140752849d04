import { render, screen, within } from '@testing-library/react';
import { DocFigure } from '@/components/docs/figures/DocFigure';
import type { DashboardFormFigure, SetupStepsFigure, ShopifySettingsFigure } from '@/lib/content/docs';

const settings: ShopifySettingsFigure = {
  kind: 'shopify-settings',
  label: "Drawing of Linkwell's Shopify Settings.",
  caption: 'Step C in your Linkwell dashboard.',
  window: 'Shopify Settings',
  store: 'your-store.myshopify.com',
  fields: [
    { label: 'API key', value: '••••8c41', step: 3 },
    { label: 'Admin API access token', value: 'shpat_••••3f2a', note: 'Requested by Linkwell' },
  ],
  save: { label: 'Save', step: 4 },
  sync: { label: 'Sync Data', step: 5 },
  result: '14 collections synced',
};

const addVendor: DashboardFormFigure = {
  kind: 'dashboard-form',
  label: "Drawing of Linkwell's Add Vendor(s) screen with Nora chosen.",
  caption: 'Add Vendor(s) in your dashboard.',
  window: 'Linkwell · Add Vendor(s)',
  heading: 'Nora',
  status: 'Plus plan · 2 of 6 vendors',
  list: { title: 'Vendors', items: ['Nora', 'Cyan Design'], active: 'Nora' },
  fields: [
    { label: 'Vendor', value: 'Nora', select: true, step: 2 },
    { label: 'API key', value: '••••4e19', masked: true, step: 3 },
  ],
  checks: { label: 'What to sync', items: ['Price', 'Cost', 'Qty'] },
  actions: [
    { label: 'Save', step: 4 },
    { label: 'Sync Products', icon: 'sync' },
  ],
};

const setupSteps: SetupStepsFigure = {
  kind: 'setup-steps',
  label: 'Drawing of the three steps of the Quick Start Guide.',
  caption: 'The three steps below.',
  window: 'Linkwell · Getting started',
  steps: [
    {
      screen: 'Owner registration',
      fields: [{ label: 'Email', value: 'owner@example.com' }],
      action: 'Create account',
      result: 'Confirmation email sent',
    },
    {
      screen: 'Shopify Settings',
      fields: [{ label: 'Access', value: 'Collaborator Access', select: true }],
      action: 'Sync Data',
      result: '9 collections, 1 location',
    },
    {
      screen: 'Add Vendor(s)',
      fields: [{ label: 'Vendor', value: 'Oxygen Lighting', select: true }],
      action: 'Save',
      result: '1 of 2 vendors',
    },
  ],
};

/**
 * Each step callout in a drawing, with the text it follows: [what it marks, its step]. Said as "Step 3", not a bare
 * number (bare numbers on blue circles read as error counts: outside review CCCC).
 */
const stepMarks = (image: HTMLElement) => {
  expect(within(image).queryAllByText(/^\d+$/)).toHaveLength(0);
  return within(image)
    .getAllByText(/^Step \d+$/)
    .map((mark) => [mark.previousSibling?.textContent, mark.textContent!.replace('Step ', '')]);
};

describe('DocFigure', () => {
  it('is one image named by its label, with its caption beside it', () => {
    render(<DocFigure figure={settings} />);
    const image = screen.getByRole('img', { name: settings.label });
    expect(image.closest('figure')).toHaveTextContent(settings.caption);
    expect(screen.getByText(settings.caption).tagName).toBe('FIGCAPTION');
    // The drawing's own texts are inside the image, not read one by one.
    expect(within(image).getByText('Admin API access token')).toBeInTheDocument();
  });

  it("numbers Linkwell's settings fields, Save and Sync Data as the steps of the article", () => {
    render(<DocFigure figure={settings} />);
    const image = screen.getByRole('img', { name: settings.label });
    expect(image).toHaveTextContent('Shopify Settings');
    expect(image).toHaveTextContent('your-store.myshopify.com');
    // The token Linkwell requests itself is no step of the owner's: it says so, unnumbered.
    expect(stepMarks(image)).toEqual([
      ['API key', '3'],
      ['Save', '4'],
      ['Sync Data', '5'],
    ]);
    expect(within(image).getByText('Admin API access token')).toHaveTextContent(
      /^Admin API access tokenRequested by Linkwell$/,
    );
    expect(within(image).getByText('shpat_••••3f2a')).toBeInTheDocument();
    expect(image).toHaveTextContent('14 collections synced');
  });

  it('draws a dashboard form: the open vendor in the list, numbered fields, the ticked choices and the buttons', () => {
    render(<DocFigure figure={addVendor} />);
    const image = screen.getByRole('img', { name: addVendor.label });
    expect(within(image).getByText('Nora', { selector: 'li' })).toHaveClass('font-semibold');
    expect(within(image).getByText('Cyan Design', { selector: 'li' })).not.toHaveClass('font-semibold');
    expect(image).toHaveTextContent('Plus plan · 2 of 6 vendors');
    expect(stepMarks(image)).toEqual([
      ['Vendor', '2'],
      ['API key', '3'],
      ['Save', '4'],
    ]);
    for (const choice of ['Price', 'Cost', 'Qty']) expect(within(image).getByText(choice)).toBeInTheDocument();
    expect(within(image).getByText('Sync Products')).toBeInTheDocument();
    expect(screen.getByText(addVendor.caption).tagName).toBe('FIGCAPTION');
    // A drop-down drawn with the icon set's chevron, as the site's own selects are, not a "▾" typed in (it read as
    // improvised: outside review NNNN).
    expect(image).not.toHaveTextContent('▾');
    const vendor = within(image).getByText('Nora', { selector: 'span.min-w-0' }).parentElement!;
    expect(vendor.querySelector('svg use')?.getAttribute('href')).toMatch(/#chevronDown$/);
  });

  it('draws the setup steps in order, each numbered with its screen, its fields, its button and its result', () => {
    render(<DocFigure figure={setupSteps} />);
    const image = screen.getByRole('img', { name: setupSteps.label });
    const steps = within(image).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => step.firstElementChild?.textContent)).toEqual([
      '1Owner registration',
      '2Shopify Settings',
      '3Add Vendor(s)',
    ]);
    expect(steps[1]).toHaveTextContent('Collaborator Access');
    expect(steps[1]).toHaveTextContent('Sync Data');
    expect(steps[2]).toHaveTextContent('1 of 2 vendors');
    expect(image).not.toHaveTextContent('▾');
    expect(steps[2]!.querySelector('svg use')?.getAttribute('href')).toMatch(/#chevronDown$/);
    expect(screen.getByText(setupSteps.caption).tagName).toBe('FIGCAPTION');
  });
});
