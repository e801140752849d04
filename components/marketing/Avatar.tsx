import { cn } from '@/lib/cn';

const palettes = [
  'bg-brand-100 text-brand-800',
  'bg-success-50 text-success-700',
  'bg-warning-50 text-warning-700',
  'bg-brand-50 text-brand-900',
];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A person's initials in a coloured circle, in place of a photo; decorative next to the name. */
export function Avatar({ name, index = 0, size = 'md' }: { name: string; index?: number; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold ring-4 ring-white',
        size === 'lg' ? 'size-20 text-2xl' : 'size-11 text-sm',
        palettes[index % palettes.length],
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
