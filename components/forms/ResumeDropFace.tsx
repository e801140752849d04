import { Icon } from '@/components/ui/Icon';
import { RESUME_CALL } from '@/lib/forms/resume';

/**
 * What the empty CV/Resume drop zone shows (FileField's `face`): an upload mark, the call to choose
 * set as a button, and what a fine pointer may also do. Server markup the form places, so a finished
 * zone costs the page no JavaScript (a document mark over a line of link text read as plain: outside
 * review). For the eye only: the input under it is the one labelled control.
 */
export function ResumeDropFace() {
  return (
    <span aria-hidden="true" className="block">
      <span className="icon-tile mb-3 size-12 rounded-full">
        <Icon name="upload" className="size-6" />
      </span>
      <span className="block">
        <span className="inline-block rounded-lg border border-line bg-surface-raised px-3 py-1 font-semibold text-brand-700 shadow-sm">
          {RESUME_CALL.choose}
        </span>
        <span className="hidden text-ink-muted pointer-fine:inline"> {RESUME_CALL.drag}</span>
      </span>
    </span>
  );
}
