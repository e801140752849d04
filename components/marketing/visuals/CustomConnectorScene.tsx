import { Icon } from '@/components/ui/Icon';
import type { CustomIntegrationsPage } from '@/lib/content/form-pages';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';
import { StoreMark, VisualStage } from './VisualStage';

type Scene = CustomIntegrationsPage['scene'];

/**
 * What a custom connector does, from content: the vendor's sources (one kind, so one fee), their fields mapped
 * to the store's, and the store. Plain text in reading order; the arrows are decoration. Its words
 * are the page's 14 px (13 px for the field names), not 11-12 px: read at 1440 they were too small
 * (outside review); the columns are sized so the longest name still fits at 375, and from lg the
 * figure reaches past the hero's text column so the mapping's names keep to one line: by 2rem a side
 * to xl, 4rem from there (4rem at 1024 px ran its right edge into the chat toggle's column, under the
 * toggle as the page scrolled: contentInLauncherColumn in tests/e2e/helpers/page-checks.ts).
 */
export function CustomConnectorScene({ scene }: { scene: Scene }) {
  return (
    <figure className="lg:-mx-8 xl:-mx-16">
      <VisualStage>
        <div className="grid items-center gap-3 text-left text-sm lg:grid-cols-[13rem_auto_minmax(0,1fr)_auto_11rem] lg:gap-2">
          <div className={frameClass}>
            <p className={frameBarClass}>{scene.sourcesTitle}</p>
            <ul className="divide-y divide-line">
              {scene.sources.map((source) => (
                <li key={source.name} className="flex items-center gap-3 px-4 py-3">
                  <Icon name={source.kind === 'file' ? 'file' : 'code'} className="size-5 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block truncate font-mono font-semibold text-ink">{source.name}</span>
                    <span className="block text-ink-muted">{source.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <Arrow />
          <div className={frameClass}>
            <p className={frameBarClass}>{scene.mappingTitle}</p>
            <ul className="divide-y divide-line">
              {scene.mappings.map((mapping) => (
                <li
                  key={mapping.from}
                  className="grid grid-cols-[7.5rem_auto_minmax(0,1fr)] items-center gap-2 px-3 py-2"
                >
                  <code className="truncate rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.8125rem] text-ink">
                    {mapping.from}
                  </code>
                  <Icon name="arrowRight" className="size-4 text-ink-subtle" />
                  <span className="font-medium text-ink">{mapping.to}</span>
                </li>
              ))}
            </ul>
          </div>
          <Arrow />
          <div className={`${frameClass} flex items-center gap-3 p-4 lg:flex-col lg:items-start lg:gap-2.5`}>
            <StoreMark size="lg" />
            <span>
              <span className="block font-semibold text-ink">{scene.store}</span>
              <span className="block text-ink-muted">{scene.storeNote}</span>
            </span>
          </div>
        </div>
      </VisualStage>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">{scene.caption}</figcaption>
    </figure>
  );
}

/** Between two steps: down on phones, right from lg. */
function Arrow() {
  return (
    <span aria-hidden="true" className="flex justify-center text-brand-600">
      <Icon name="arrowRight" className="size-5 rotate-90 lg:rotate-0" />
    </span>
  );
}
