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
        backgroundColor: '#2453e0',
      }}
    >
      <svg width={inner} height={inner} viewBox="0 0 32 32">
        <circle cx="12.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="19.5" cy="16" r="5.5" fill="none" stroke="#bfd4ff" strokeWidth="2.5" />
      </svg>
    </div>
  );
}
