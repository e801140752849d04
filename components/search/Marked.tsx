import type { TextPart } from '@/lib/search/excerpt';

/** Text with its matched words in <mark>: React text nodes only, whatever the query or the index hold. */
export function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    // Drawn by the site's `mark` style (app/globals.css): a warm tint behind the text, in both themes.
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
