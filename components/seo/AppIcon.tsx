import { logoMark } from '@/lib/brand/logo';

/**
 * The app icon (the wordmark's two linked rings on the brand tile) for the PNG icons that
 * next/og draws at build time: the Apple touch icon and the web manifest's icons. app/icon.svg is
 * the same drawing for browsers' tabs. `padding` keeps a maskable icon's safe zone clear.
 */
export function AppIcon({ size, padding = 0 }: { size: number; padding?: number }) {
  const inner = size - padding * 2;
  return (
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: logoMark.tile.colour,
      }}
    >
      <LogoRings size={inner} />
    </div>
  );
}

/** The mark's two rings (lib/brand/logo.ts) as JSX for next/og, with or without its tile. */
export function LogoRings({ size, tile = false }: { size: number; tile?: boolean }) {
  const { box, ring } = logoMark;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${box} ${box}`}>
      {tile && <rect width={box} height={box} rx={logoMark.tile.radius} fill={logoMark.tile.colour} />}
      {logoMark.rings.map(({ cx, colour }) => (
        <circle key={cx} cx={cx} cy={ring.cy} r={ring.r} fill="none" stroke={colour} strokeWidth={ring.strokeWidth} />
      ))}
    </svg>
  );
}
