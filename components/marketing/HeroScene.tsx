import { Logo } from '@/components/layout/Logo';
import { Icon } from '@/components/ui/Icon';
import { Badge } from '@/components/ui/Badge';
import { IdentityTile } from '@/components/ui/IdentityTile';
import { cn } from '@/lib/util/cn';
import type { HeroScene as HeroSceneData } from '@/lib/content/hero-scene';
import { StoreMark } from './visuals/VisualStage';

/**
 * The Home hero's product scene: the dashboard as the documentation describes it (menu, My Vendors
 * with Last Sync Data and Health, Sync Products), a stock change flowing from a vendor to the store
 * and an order's tracking number coming back. HTML and inline SVG, rendered at build time; to
 * assistive technology it is one image named by its label. The two moving dots are CSS only and
 * stand still under prefers-reduced-motion.
 */
export function HeroScene({ scene }: { scene: HeroSceneData }) {
  const { menu, active, syncButton, columns, vendors, statistics, stock, order } = scene;
  return (
    <figure className="mx-auto mt-14 max-w-6xl sm:mt-16">
      <div
        role="img"
        aria-label={scene.label}
        data-testid="hero-scene"
        className="overflow-hidden rounded-2xl border border-line bg-surface-raised text-left shadow-2xl shadow-brand-900/10"
      >
        <div aria-hidden="true">
          <div className="flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3">
            <span className="hidden gap-2 sm:flex">
              <span className="size-3 rounded-full bg-[#f87171]" />
              <span className="size-3 rounded-full bg-[#fbbf24]" />
              <span className="size-3 rounded-full bg-[#34d399]" />
            </span>
            <ul className="flex gap-4 text-xs font-medium whitespace-nowrap text-ink-muted sm:ml-3 md:hidden">
              {menu.map((item) => (
                <li key={item} className={cn(item === active && 'font-semibold text-brand-700')}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex">
            <ul className="hidden w-48 shrink-0 flex-col gap-1 border-r border-line p-4 text-sm text-ink-muted md:flex">
              <li className="mb-3 px-1">
                <Logo className="[&>span]:text-base" />
              </li>
              {menu.map((item) => (
                <li
                  key={item}
                  className={cn(
                    'rounded-md px-2.5 py-1.5',
                    item === active && 'bg-brand-50 font-semibold text-brand-800',
                  )}
                >
                  {item}
                </li>
              ))}
            </ul>
            <div className="min-w-0 flex-1 p-4 sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <p className="text-lg font-semibold text-ink">{active}</p>
                <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
                  <Icon name="sync" className="size-3.5" />
                  {syncButton}
                </span>
              </div>
              <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
                <div className="grid content-start gap-4">
                  <VendorTable columns={columns} vendors={vendors} />
                  <Statistics statistics={statistics} />
                </div>
                <div className="grid gap-4">
                  <StockCard stock={stock} />
                  <OrderCard order={order} />
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-muted">{scene.intro}</figcaption>
    </figure>
  );
}

function VendorTable({ columns, vendors }: Pick<HeroSceneData, 'columns' | 'vendors'>) {
  const grid = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_6rem]';
  return (
    <div className="rounded-xl border border-line text-sm">
      <div className={cn(grid, 'border-b border-line px-4 py-2.5 text-xs font-medium text-ink-muted')}>
        <span>{columns.vendor}</span>
        <span className="hidden sm:block">{columns.lastSync}</span>
        <span className="text-right sm:text-left">{columns.health}</span>
      </div>
      <ul className="divide-y divide-line">
        {vendors.map((row) => (
          <li key={row.vendor.slug} className={cn(grid, 'px-4 py-3')}>
            <span className="flex min-w-0 items-center gap-3">
              <IdentityTile kind="vendor" name={row.vendor.name} category={row.vendor.category} size={32} />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{row.vendor.name}</span>
                <span className="block truncate text-xs text-ink-muted">
                  {row.products}
                  <span className="sm:hidden"> · {row.lastSync}</span>
                </span>
              </span>
            </span>
            <span className="hidden text-xs text-ink-muted sm:block">{row.lastSync}</span>
            <span className="flex justify-end sm:justify-start">
              <Badge tone={row.healthy ? 'success' : 'warning'}>{row.health}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Left out on phones, where the scene stacks and would grow too tall. */
function Statistics({ statistics }: Pick<HeroSceneData, 'statistics'>) {
  return (
    <div className="hidden rounded-xl border border-line p-4 sm:block">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{statistics.title}</p>
        <span className="text-xs text-ink-muted">{statistics.period}</span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {statistics.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse justify-end">
            <dt className="text-[0.6875rem] leading-tight text-ink-muted">{item.label}</dt>
            <dd className="text-xl font-bold text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A line with a dot travelling along it, towards the end (or back, `reverse`). */
function FlowTrack({ reverse = false }: { reverse?: boolean }) {
  return (
    <span className={cn('relative flex h-2.5 w-full items-center', reverse && '-scale-x-100')}>
      <span className="absolute inset-x-0 border-t-2 border-dashed border-brand-200" />
      <span className="absolute inset-0 animate-flow motion-reduce:animate-none">
        <span className="absolute top-0 right-0 size-2.5 rounded-full bg-brand-600 ring-4 ring-brand-100" />
      </span>
    </span>
  );
}

function StockCard({ stock }: { stock: HeroSceneData['stock'] }) {
  return (
    <div className="rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{stock.title}</p>
        <span className="font-mono text-xs text-ink-muted">{stock.sku}</span>
      </div>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)_4.5rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)]">
        <div className="rounded-lg bg-surface-muted p-3">
          <span className="flex items-center gap-2">
            <IdentityTile kind="vendor" name={stock.vendor.name} category={stock.vendor.category} size={24} />
            <span className="truncate text-xs font-semibold text-ink">{stock.vendor.name}</span>
          </span>
          <p className="mt-2 text-xs text-ink-muted">{stock.vendorLabel}</p>
          <p className="text-2xl font-bold text-ink">{stock.vendorQuantity}</p>
        </div>
        <div className="flex flex-col items-center gap-1.5 text-center">
          <span className="rounded-full bg-warning-50 px-2 py-0.5 text-xs font-bold text-warning-700">
            −{stock.delta}
          </span>
          <FlowTrack />
          <span className="text-[0.6875rem] leading-tight text-ink-muted">{stock.deltaLabel}</span>
        </div>
        <div className="rounded-lg bg-surface-muted p-3">
          <span className="flex items-center gap-2">
            <StoreMark className="hidden sm:flex" />
            <span className="truncate text-xs font-semibold text-ink">{stock.store}</span>
          </span>
          <p className="mt-2 text-xs text-ink-muted">{stock.storeLabel}</p>
          <p className="text-2xl font-bold text-success-700">{stock.storeQuantity}</p>
        </div>
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: HeroSceneData['order'] }) {
  return (
    <div className="rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{order.title}</p>
        <Badge tone="success">{order.status}</Badge>
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        <span className="font-semibold text-ink">{order.number}</span> · {order.routedBy}
      </p>
      <ol className="mt-4 grid grid-cols-5 gap-1">
        {order.steps.map((step, index) => (
          <li key={step} className="relative flex flex-col items-center text-center">
            {index > 0 && <span className="absolute top-2 right-1/2 w-full border-t-2 border-brand-200" />}
            <span className="relative flex size-4 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon name="check" className="size-3" />
            </span>
            <span className="mt-1.5 text-[0.6875rem] leading-tight text-ink-muted">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-lg bg-surface-muted p-3">
        <StoreMark />
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">
            {order.trackingLabel} → {order.store}
          </p>
          <p className="truncate font-mono text-xs font-semibold text-ink">{order.tracking}</p>
          <span className="mt-1.5 block">
            <FlowTrack reverse />
          </span>
        </div>
        <IdentityTile kind="vendor" name={order.vendor.name} category={order.vendor.category} size={24} />
      </div>
    </div>
  );
}
