import { Children, Fragment, useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';

/**
 * Code samples, one shown at a time, chosen by native radios in a labelled group: each radio's
 * label sits just before its sample, and CSS (`.code-tab`, app/globals.css) hides the sample whose
 * radio is not checked and sets the labels in a row above the samples. So the choice works from
 * the first paint, before hydration and without JavaScript, with nothing to replay; the arrow keys
 * move it, as in any radio group. The landing's API section uses it as it is; the API reference's
 * calls through ApiSampleTabs, which makes one choice for the page (`pageChoice`).
 */
/** Merged once, not per tab and render: the API reference renders some twenty tabs twice as it hydrates. */
const tabClasses = buttonClasses({
  variant: 'subtle',
  size: 'xs',
  className:
    'code-tab cursor-pointer has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
});

export function CodeTabs({
  label,
  tabs,
  pageChoice = false,
  name: groupName,
  children,
}: {
  label: string;
  tabs: readonly string[];
  /** Marks the radios `data-code-choice`, for ApiSampleTabs to make one choice of all such tabs on the page. */
  pageChoice?: boolean;
  /** The radios' group name, unique in the page (an API call's anchor): shorter in the HTML than React's ids. */
  name?: string;
  children: ReactNode;
}) {
  const id = useId();
  const name = groupName ?? id;
  const panels = Children.toArray(children);
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1">
      <legend className="sr-only">{label}</legend>
      {tabs.map((tab, index) => (
        <Fragment key={tab}>
          <label className={tabClasses}>
            <input
              type="radio"
              name={name}
              value={tab}
              defaultChecked={index === 0}
              data-code-choice={pageChoice ? '' : undefined}
              className="sr-only"
            />
            {tab}
          </label>
          <div className="order-last mt-1 w-full min-w-0">{panels[index]}</div>
        </Fragment>
      ))}
    </fieldset>
  );
}
