import type { HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { HERO_SCENE_FILE, heroSceneSizes, heroSceneTabletWidth, type HeroSceneLayout } from './HeroSceneArt';

/** Where each layout shows: the wide one from 1024 px, its left part from 768 px (below), the narrow one below that, at most 28rem wide. */
const layoutClasses: Record<HeroSceneLayout, string> = {
  wide: 'hidden w-full lg:block',
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
        {/* From 768 to 1023 px: the wide drawing's left part at its drawn size (a tablet had the phone's
            column, with wide empty margins; the whole drawing scaled down was unreadable). */}
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${heroSceneTabletWidth(scene)} ${sizes.wide.height}`}
          className="hidden w-full md:block lg:hidden"
        >
          <use href={`${HERO_SCENE_FILE}#wide`} width={sizes.wide.width} height={sizes.wide.height} />
        </svg>
      </div>
      {/* The one thing a visitor needs told of the page's drawn product pictures, said once for all of them
          (a stamp on each read as repetitive: outside review): their figures are samples. */}
      <figcaption className="mt-4 text-center text-sm text-ink-muted">{scene.intro}</figcaption>
    </figure>
  );
}
