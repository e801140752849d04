import { render, screen, within } from '@testing-library/react';
import { FormSteps } from '@/components/forms/FormSteps';
import { applicationParts, quoteParts } from '@/components/forms/form-parts';

describe('FormSteps', () => {
  it("lists a long form's parts in order, each a link to its fieldset", () => {
    render(<FormSteps cardId="application-form" parts={applicationParts} />);
    const links = within(screen.getByRole('list', { name: 'Parts of the form' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#application-about',
      '#application-role',
      '#application-documents',
    ]);
    // The number is for the eye; the name is the part's, with "Done:" once its CSS shows the tick.
    expect(links[0]).toHaveTextContent('1Done: About you');
    expect(links[2]).toHaveTextContent('3Done: CV/Resume and links');
  });

  it('ticks a part by CSS alone, only once it and every part before it are done', () => {
    const { container } = render(<FormSteps cardId="quote-form" parts={quoteParts} />);
    const rules = container.querySelector('style')!.textContent!;
    // The first part: its number while a field in it is invalid or none is required.
    expect(rules).toContain(
      '#quote-form:is(:has(:is(#quote-store) :invalid),:not(:has(#quote-store :required))) [data-step=quote-store] [data-done]',
    );
    // The second: its number while any field of either part is invalid, its tick only when both are done.
    expect(rules).toContain(
      '#quote-form:is(:has(:is(#quote-store,#quote-vendor) :invalid),:not(:has(#quote-store :required)),:not(:has(#quote-vendor :required))) [data-step=quote-vendor] [data-done]',
    );
    expect(rules).toContain(
      '#quote-form:has(#quote-store :required):has(#quote-vendor :required):not(:has(:is(#quote-store,#quote-vendor) :invalid)) [data-step=quote-vendor] [data-todo]{display:none}',
    );
    expect(rules).not.toMatch(/[<>]/);
  });
});
