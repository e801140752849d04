import { render, screen } from '@testing-library/react';
import { FieldGroup } from '@/components/forms/fields';
import { formProgressRules } from '@/components/forms/FormProgress';
import { applicationParts, quoteParts } from '@/components/forms/form-parts';

describe('FormProgress', () => {
  it('marks a long form\'s parts on their own legends as a stepper: the number in its circle, the same circle filled once done, "Done" at the row\'s end', () => {
    render(
      <FieldGroup id="application-about" step={1} title="About You">
        <input aria-label="Full name" required />
      </FieldGroup>,
    );
    const legend = screen.getByRole('group').querySelector('legend')!;
    // No strip of step links above the form repeats the legends (the outside review).
    expect(screen.queryByRole('link')).toBeNull();
    // The number is never swapped for the tick (a preselected role read "✓, 2, 3, 4": outside review): the
    // circle to do and the circle done both hold it, the done one filled with the accent (CSS shows one).
    const todo = legend.querySelector('[data-todo]')!;
    const done = legend.querySelector('[aria-hidden="true"][data-done]')!;
    expect(todo).toHaveTextContent(/^1$/);
    expect(done).toHaveTextContent(/^1$/);
    expect(done.className).toContain('bg-brand-600');
    expect(todo.className).not.toContain('bg-brand-600');
    // No badge on the circle's corner (a tick or "!" dot read as a notification: outside review).
    expect(legend.querySelector('.absolute')).toBeNull();
    // The tick and "Done" at the row's end for the eye; "Done:" before the part's name for a reader.
    const word = [...legend.querySelectorAll('[data-done]')].find((element) => element.textContent === 'Done')!;
    expect(word.querySelector('svg')).not.toBeNull();
    expect(word.className).toContain('ml-auto');
    expect(legend).toHaveTextContent('11Done: About YouDone');
  });

  it('ticks each part by CSS alone as soon as its own fields are done, whatever the parts before it hold', () => {
    const rules = formProgressRules('#quote-form', quoteParts);
    // The first part: its number while a field in it is invalid, or none is required and none filled in.
    expect(rules).toContain(
      '#quote-form:is(:has(#quote-store :invalid),:not(:has(#quote-store :required)):not(:has(#quote-store [placeholder]:not(:placeholder-shown)))) #quote-store>legend [data-done]',
    );
    // The second: its tick on its own fields alone, the first part's play no part in it (a preselected
    // choice shown as still to do read as a fault: outside review).
    expect(rules).toContain(
      '#quote-form:is(:has(#quote-vendor :required),:has(#quote-vendor [placeholder]:not(:placeholder-shown))):not(:has(#quote-vendor :invalid)) #quote-vendor>legend [data-todo]{display:none}',
    );
    const second = rules.slice(rules.indexOf('}') + 1);
    expect(second).not.toContain('#quote-store');
    // One rule per part: the application's four (its optional links included).
    const application = formProgressRules('#application-form', applicationParts);
    expect(application.match(/\{display:none\}/g)).toHaveLength(4);
    // The optional links are done once one of them is filled in (its placeholder gone) and none is invalid.
    expect(application).toContain(':has(#application-links [placeholder]:not(:placeholder-shown))');
    // No rule waits for a visit: a part's tick comes from its fields.
    expect(application).not.toContain('data-seen');
    expect(application).not.toContain(':focus-within');
    // Written into a <style>: no character that could close it.
    expect(rules).not.toMatch(/[<]/);
  });

  it('adds no mark to a numbered part as it is visited (its tick comes from its fields alone)', () => {
    render(
      <FieldGroup id="application-role" step={2} title="The Role">
        <select aria-label="Position" required defaultValue="a">
          <option value="a">A</option>
        </select>
      </FieldGroup>,
    );
    const group = screen.getByRole('group');
    const select = screen.getByLabelText('Position');
    select.focus();
    select.blur();
    expect(group).not.toHaveAttribute('data-seen');
  });

  it('holds a role a link chose until the visitor sets it or has done the parts before it (outside reviews QQ and JJ)', () => {
    const rules = formProgressRules('#application-form', applicationParts);
    const role = rules.split('}').find((rule) => rule.includes('#application-role>legend'))!;
    const held =
      ':not(:is(:has(#application-role :user-valid))):is(:is(:has(#application-about :invalid),:not(:has(#application-about :required)):not(:has(#application-about [placeholder]:not(:placeholder-shown)))))';
    // Its number, not "Done", while About You is to do and the visitor has not chosen the role themselves.
    expect(role).toContain(`:is(:has(#application-role :invalid),`);
    expect(role).toContain(`${held}) #application-role>legend [data-done]`);
    // Done once valid and not held: set by the visitor, or every part before it done.
    expect(role).toContain(`:not(:has(#application-role :invalid)):not(${held}) #application-role>legend [data-todo]`);
    // The parts no link fills keep their own fields' tick alone.
    for (const id of ['application-about', 'application-documents', 'application-links']) {
      const rule = rules.split('}').find((text) => text.includes(`#${id}>legend`))!;
      expect(rule).not.toContain(':user-valid');
    }
    expect(formProgressRules('#quote-form', quoteParts)).not.toContain(':user-valid');
  });
});
