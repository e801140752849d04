import type { HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { HERO_SCENE_FILE, heroSceneSizes, type HeroSceneLayout } from './HeroSceneArt';

/**
 * Where each layout shows: the wide one from 768 px (a tablet had the phone's column, with wide empty
 * margins), the narrow one below, at most 28rem wide. Below 1024 px the wide one keeps a readable
 * scale and runs off the frame's right edge (scaled to a tablet's width, its labels were 6 px: outside
 * review O).
 */
const layoutClasses: Record<HeroSceneLayout, string> = {
  wide: 'hidden md:block md:w-240 lg:w-full',
  narrow: 'block w-full md:hidden',
};

/**
 * The Home hero's product scene: the dashboard as the documentation describes it. The drawing is a
 * file the build writes (HeroSceneArt.tsx), used here by reference, so the page carries only its box
 * and its name: to assistive technology it is one image named by its label. The two moving dots
 * stand still under prefers-reduced-motion.
 */
export function HeroScene({ scene }: { scene: HeroSceneData }) {
  const sizes = heroSceneSizes(scene);
  return (
    <figure className="mx-auto mt-14 max-w-6xl sm:mt-16">
      <div
        role="img"
        aria-label={scene.label}
        data-testid="hero-scene"
        className="mx-auto max-w-md overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-2xl shadow-brand-900/10 md:max-w-none"
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
      {/* The one thing a visitor needs told of a product shot drawn for the page: its figures are samples. */}
      <figcaption className="mt-4 text-center">
        <span className="rounded-full px-2 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line">
          {scene.intro}
        </span>
      </figcaption>
    </figure>
  );
}
