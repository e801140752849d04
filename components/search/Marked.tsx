import type { TextPart } from '@/lib/search/excerpt';

/** Text with its matched words in <mark>: React text nodes only, whatever the query or the index hold. */
export function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="bg-transparent font-semibold text-brand-700 underline decoration-brand-300">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
