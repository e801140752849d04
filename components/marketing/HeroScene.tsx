import type { HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { HERO_SCENE_FILE, heroSceneSizes, type HeroSceneLayout } from './HeroSceneArt';

/**
 * Where each layout shows: the wide one from 1024 px, scaled whole to the page's column as a product shot is (its
 * words at 9-11 px up to 1439 px, at their drawn 12 from 1440: the tablet's drawing in its place cut the stock and
 * order cards at the most common laptop widths, outside review PP; wider than the column, it would reach the chat
 * button's column), the tablet's from 768 px, at most 48rem wide (about its drawn size), the narrow one below
 * that, at most 28rem wide.
 */
const layoutClasses: Record<HeroSceneLayout, string> = {
  wide: 'hidden w-full lg:block',
  tablet: 'hidden w-full md:block lg:hidden',
  narrow: 'block w-full md:hidden',
};

/**
 * The Home hero's product scene: the dashboard as the documentation describes it. The drawing is a
 * file the build writes (HeroSceneArt.tsx), used here by reference, so the page carries only its box
 * and its name: to assistive technology it is one image named by its label (which, like the drawing's
 * title bar, says its figures are samples). The two moving dots stand still under prefers-reduced-motion.
 */
export function HeroScene({ scene }: { scene: HeroSceneData }) {
  const sizes = heroSceneSizes(scene);
  return (
    <figure className="mt-14 sm:mt-16">
      <div
        role="img"
        aria-label={scene.label}
        data-testid="hero-scene"
        data-mockup
        className="mx-auto max-w-md overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-2xl shadow-brand-900/10 md:max-w-3xl lg:max-w-none"
      >
        {(Object.keys(layoutClasses) as HeroSceneLayout[]).map((layout) => (
          <svg
            key={layout}
            aria-hidden="true"
            focusable="false"
            viewBox={`0 0 ${sizes[layout].width} ${sizes[layout].height}`}
            className={layoutClasses[layout]}
          >
            <use href={`${HERO_SCENE_FILE}#${layout}`} />
          </svg>
        ))}
      </div>
    </figure>
  );
}
