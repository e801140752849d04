import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { vendorStatusLabels, type VendorStatus } from '@/lib/content/vendors';

const tones: Record<VendorStatus, BadgeTone> = { live: 'success', beta: 'brand', 'coming-soon': 'neutral' };

/** The vendor's status written out ("Live", "Beta", "Coming Soon"); the colour only repeats it. */
export function VendorStatusBadge({ status, className }: { status: VendorStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} className={className}>
      <span className="sr-only">Status: </span>
      {vendorStatusLabels[status]}
    </Badge>
  );
}
