import { ICON_SPRITE_PATH, iconHref, type IconId } from '@/lib/brand/icon-sprite';
import { cn } from '@/lib/util/cn';

/** The icons' ids once the sprite is in the page: apart from the page's own ids. */
const IN_PAGE = 'chat-icon-';
let inPage = false;
let spriteLoad: Promise<void> | null = null;

/**
 * Puts the sprite's icons into the page, once, as the chat loads. The sprite is revalidated like a
 * page (no-cache, scripts/build/server-config.mjs), so Chromium fetched it again for each batch of
 * icons a render added after load: the window opened with its icons missing for a request's time
 * (outside review QQ: 0.8 s; 130-230 ms on a local server). An icon in the page draws with its first
 * paint. Only the icons (their symbols carry currentColor): the drawings after them took 50-80 ms of
 * parsing, the icons 2. A slow sprite holds the window back 1 s at most; until it is in, icons use the
 * file as before.
 */
export function loadChatIcons(): Promise<void> {
  spriteLoad ??= fetch(ICON_SPRITE_PATH)
    .then((response) => response.text())
    .then((svg) => {
      const holder = document.createElement('div');
      holder.innerHTML = `<svg>${svg
        .match(/<symbol[^>]*currentColor[^]*?<\/symbol>/g)!
        .join('')
        .replace(/ id="/g, ` id="${IN_PAGE}`)}</svg>`;
      holder.hidden = true;
      document.body.append(holder);
      inPage = true;
    })
    .catch(() => undefined);
  return Promise.race([spriteLoad, new Promise<void>((resolve) => setTimeout(resolve, 1000))]);
}

/** An icon in the chat: as components/ui/Icon.tsx draws it, from the sprite in the page once it is there. */
export function ChatIcon({ name, className }: { name: IconId; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('size-6 shrink-0', className)}>
      <use href={inPage ? `#${IN_PAGE}${name}` : iconHref(name)} />
    </svg>
  );
}
