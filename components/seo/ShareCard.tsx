import { LogoRings } from './AppIcon';
import { siteName, siteUrl } from '@/lib/site/site';

/**
 * The one template of the share images (app/og/[image]/route.tsx), drawn by next/og at build
 * time. Inline styles and hex colours on purpose: this is rendered to a PNG by Satori, not by
 * the browser, and it looks the same whatever theme the reader uses.
 */
export function ShareCard({ title, section }: { title: string; section: string }) {
  const long = title.length > 60;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundColor: '#0f1b3d',
        backgroundImage:
          'radial-gradient(circle at 85% 10%, rgba(59,111,245,0.55), transparent 45%), linear-gradient(135deg, #0f1b3d 0%, #14275f 55%, #1c41bf 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoRings size={64} tile />
        <div style={{ fontSize: 40, letterSpacing: '-0.02em' }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 28, color: '#bfd4ff', textTransform: 'uppercase', letterSpacing: '0.08em' }}>
          {section}
        </div>
        <div
          style={{
            fontSize: long ? 56 : 72,
            lineHeight: 1.1,
            letterSpacing: '-0.03em',
            maxWidth: 1000,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#dce8ff' }}>
        <div>{siteUrl.replace(/^https?:\/\//, '')}</div>
        <div>Shopify × your vendors, in sync</div>
      </div>
    </div>
  );
}
