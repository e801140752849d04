/**
 * Text that may break only after a slash: "200 orders/month" in a phone's narrow column, an API path in a
 * sample's header ("products/cou / nt", broken anywhere, read as a typo).
 */
export function SlashBreaks({ text }: { text: string }) {
  return <>{text.split(/(?<=\/)/).flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]))}</>;
}
