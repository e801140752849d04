/** The PNG icons that app/icons/[icon]/route.tsx draws at build time (files named .png, so any host serves them as images). */
export const appleTouchIcon = { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' } as const;

/** The web manifest's icons. */
export const manifestIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export const manifestIconHref = (file: string) => `/icons/${file}`;

export const pngIcons = [appleTouchIcon, ...manifestIcons];
