/**
 * The address a reply goes to, in a success panel, as the visitor typed it (trimmed). A line may break only after
 * its "@", so a hyphen in the domain never reads as a break in the address ("maya@evertail- / shop.com" at 375 px:
 * outside review FFFFF): each part moves to the next line whole, and only a part wider than the line breaks, at its
 * edge.
 */
export function SentToAddress({ email }: { email: string }) {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  return (
    <strong className="font-semibold text-ink" data-sent-to>
      {at > 0 ? (
        <>
          <span className="inline-block break-all">{address.slice(0, at + 1)}</span>
          <wbr />
          <span className="inline-block break-all">{address.slice(at + 1)}</span>
        </>
      ) : (
        address
      )}
    </strong>
  );
}
