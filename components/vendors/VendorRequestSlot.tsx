import { ButtonLink } from '@/components/ui/Button';
import { pageLinks } from '@/lib/site';

/** What the "Request this integration" section shows for a vendor; the request form takes this place. */
export function VendorRequestSlot({ vendor }: { vendor: string }) {
  return (
    <div>
      <p className="text-ink-muted">
        Tell us about your store and the account you hold with {vendor}, and we will set up the integration for you, free of charge.
      </p>
      <ButtonLink href={pageLinks.contact.href} className="mt-5">
        Contact us about {vendor}
      </ButtonLink>
    </div>
  );
}
