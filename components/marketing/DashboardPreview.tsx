import { cn } from '@/lib/cn';
import type { DashboardPreviewContent } from '@/lib/content/marketing';

/**
 * A mock-up of the dashboard in HTML, CSS and inline SVG: crisp at any size, no raster image.
 * It is one image to assistive technology, described by its label.
 */
export function DashboardPreview({ label, menu, stats, chartTitle, chart, vendors }: DashboardPreviewContent) {
  const barWidth = 240 / chart.length;
  return (
    <div
      role="img"
      aria-label={label}
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised text-left shadow-2xl shadow-brand-900/10"
    >
      <div className="flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3">
        <span className="size-3 rounded-full bg-[#f87171]" />
        <span className="size-3 rounded-full bg-[#fbbf24]" />
        <span className="size-3 rounded-full bg-[#34d399]" />
        <span className="ml-3 hidden h-5 flex-1 rounded-md bg-surface-raised ring-1 ring-line sm:block" />
      </div>
      <div className="flex">
        <div className="hidden w-36 shrink-0 flex-col gap-2 border-r border-line p-4 text-xs text-ink-muted md:flex">
          {menu.map((item, index) => (
            <span
              key={item}
              className={
                index === 0 ? 'rounded-md bg-brand-50 px-2 py-1.5 font-semibold text-brand-800' : 'px-2 py-1.5'
              }
            >
              {item}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1 space-y-4 p-4 sm:p-5">
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg border border-line p-2.5 sm:p-3">
                <p className="truncate text-xs text-ink-muted">{stat.label}</p>
                <p className="mt-1 text-base font-bold text-ink sm:text-xl">{stat.value}</p>
              </div>
            ))}
          </div>
          <div className="rounded-lg border border-line p-3">
            <p className="text-xs font-semibold text-ink">{chartTitle}</p>
            <svg viewBox="0 0 240 80" className="mt-2 h-20 w-full" preserveAspectRatio="none">
              {chart.map((height, index) => (
                <rect
                  key={index}
                  x={index * barWidth + barWidth * 0.15}
                  y={80 - height * 0.8}
                  width={barWidth * 0.7}
                  height={height * 0.8}
                  rx="2"
                  fill={index === chart.length - 1 ? '#2453e0' : '#bfd4ff'}
                />
              ))}
            </svg>
          </div>
          <div className="divide-y divide-line rounded-lg border border-line text-xs">
            {vendors.map((vendor) => (
              <div key={vendor.name} className="flex items-center gap-3 px-3 py-2.5">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-100 font-bold text-brand-800">
                  {vendor.name[0]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{vendor.name}</span>
                  <span className="block text-ink-muted">
                    {vendor.products} products · {vendor.lastSync}
                  </span>
                </span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 font-semibold',
                    vendor.healthy ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-700',
                  )}
                >
                  {vendor.health}
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
