import { roleRules } from '@/components/careers/ApplicationAside';

describe('roleRules', () => {
  const rules = roleRules([
    { title: 'Integration Engineer', slug: 'integration-engineer' },
    { title: 'Full-Stack Developer', slug: 'full-stack-developer' },
  ] as never);

  it('shows the "none" panel until a position is chosen, then the chosen role\'s panel without its chip', () => {
    expect(rules).toContain('[data-role-panel]:not([data-role-panel="none"]){display:none}');
    expect(rules).toContain(
      'main:has(:is(select[name="position"] option:checked:not([value=""]),[data-sent])) [data-role-panel="none"]{display:none}',
    );
    // Once the form is sent (its select gone), the panel that asks for a role and the tips stay hidden.
    expect(rules).toContain(
      'main:has([data-form-success]) :is([data-role-panel="none"],[data-role-tips],[data-role-panel] section,[data-questions]){display:none!important}',
    );
    expect(rules).toContain(
      'main:has(:is(select[name="position"] option[value="Integration Engineer"]:checked,[data-sent="Integration Engineer"])) [data-role-panel="integration-engineer"]{display:revert}',
    );
    expect(rules).toContain(
      'main:has(:is(select[name="position"] option[value="Full-Stack Developer"]:checked,[data-sent="Full-Stack Developer"])) [data-role-chip="full-stack-developer"]{display:none}',
    );
  });

  it('can never close its <style>, whatever a title holds', () => {
    const hostile = roleRules([{ title: '</style><script>x</script>"', slug: 'x' }] as never);
    expect(hostile).not.toMatch(/[<>]/);
    expect(hostile).not.toContain('</style');
  });
});
