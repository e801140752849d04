/**
 * The address a reply goes to, in a success panel, as the visitor typed it (trimmed). A line may break only after
 * its "@", so a hyphen in the domain never reads as a break in the address ("maya@evertail- / shop.com" at 375 px:
 * outside review FFFFF): each part is a box of its own that moves to the next line whole, and only a part wider than
 * the line breaks, at its edge. A module of its own: in FormShell it weighed on the application page's budget too,
 * whose thank-you keeps the address as typed.
 */
export function SentToAddress({ email }: { email: string }) {
  return (
    // A box of its own too, so an address that fits a line moves to the next whole ("maya@ / fixturefarm.com" at 375
    // px: outside review GGGGG); shrink-to-fit, it is never wider than the line, so a longer one breaks after its "@".
    <strong className="inline-block font-semibold text-ink">
      {email
        .trim()
        .split(/(?<=@)/)
        .map((part, index) => (
          <span key={index} className="inline-block break-all">
            {part}
          </span>
        ))}
    </strong>
  );
}
