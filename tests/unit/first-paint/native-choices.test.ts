import { choiceRules, cssString } from '@/lib/first-paint/native-choices';

describe('choiceRules', () => {
  it('hides, while a value is checked, the elements of every other value; the empty "All" value hides nothing', () => {
    const css = choiceRules({ name: 'kind', attribute: 'data-kind', values: ['', 'fix', 'new'] });
    expect(css).toBe(
      'body:has(input[name="kind"][value="fix"]:checked) [data-kind]:not([data-kind="fix"]){display:none}' +
        'body:has(input[name="kind"][value="new"]:checked) [data-kind]:not([data-kind="new"]){display:none}',
    );
  });

  it("never hides the elements `spare` names (the FAQ's categories hidden until found, for find in page)", () => {
    const css = choiceRules({ name: 'c', attribute: 'data-c', values: ['a'], spare: '[hidden]' });
    expect(css).toBe('body:has(input[name="c"][value="a"]:checked) [data-c]:not([data-c="a"],[hidden]){display:none}');
  });

  it('escapes a value so that it stays one CSS string and can never close the <style>', () => {
    expect(cssString('Honey\'s "Place"')).toBe('"Honey\'s \\22 Place\\22 "');
    const css = choiceRules({ name: 'c', attribute: 'data-c', values: ['</style><script>x</script>'] });
    expect(css).not.toMatch(/[<>]/);
  });
});
