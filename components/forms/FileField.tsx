import { useState, type ChangeEventHandler, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { IconTile } from '@/components/ui/IconTile';
import { readableSize, shownFileName } from '@/lib/forms/file';
import { cn } from '@/lib/util/cn';
import { controlAttributes, FieldFrame, type FieldBaseProps } from './fields';

type FileFieldProps = FieldBaseProps & {
  name: string;
  accept: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: () => void;
  /** The file chosen, named in the zone with its size. */
  file?: File;
  /** The zone's words once a file is chosen: the call to replace it, and to remove it. */
  prompt: { replace: string; remove: string };
  /** What the empty zone shows over its hint, from the server (ResumeDropFace): its mark and call to choose. */
  face: ReactNode;
};

/**
 * A drop zone over the native file input: the input covers the zone unseen, so a click, a key press
 * or a file dropped on it is the browser's own (before hydration too), and screen readers meet one
 * labelled file control that names its file; the words in it are only for the eye, but for its hint
 * (the types and the size limit), which describes the input from inside the zone. A chosen file shows
 * by name and size with a button to remove it, laid after the input so it is clicked, not the zone.
 * The empty zone's face is server markup (`face`), so its look costs the form no JavaScript.
 */
export function FileField({ name, accept, inputRef, onChange, onBlur, file, prompt, face, ...field }: FileFieldProps) {
  const [dragging, setDragging] = useState(false);
  const { hint, ...frame } = field;
  return (
    // A column whose zone takes the row's height: beside the cover letter (from 1280 px) the zone ended
    // 20 px above the box and began 40 px higher, a pair out of line (outside review WW).
    <FieldFrame {...frame} className={cn('flex flex-col', frame.className)}>
      <div
        className={cn(
          'relative mt-1.5 flex flex-1 items-center gap-4 rounded-xl border p-4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
          file
            ? 'bg-surface-raised'
            : 'flex-col justify-center border-dashed bg-surface-muted py-5 text-center hover:border-brand-300',
          field.error ? 'border-danger-600' : dragging ? 'border-brand-600 bg-brand-50' : 'border-line-control',
        )}
      >
        {file && <IconTile name="file" className="shrink-0" />}
        {/* Its width is the zone's, never the file name's (a long name widened the form past a phone's
            screen): the column's whole width when empty, as a contained box has no width of its own, its flex
            share beside a file. Not stretched down the zone: beside the cover letter the zone is tall, and a
            stretched box left the file's words at its top, above the mark and Remove (outside review DDD2). */}
        <span className="w-full min-w-0 flex-1 text-sm [contain:inline-size]">
          {file ? (
            <span aria-hidden="true">
              <span className="block truncate font-semibold text-ink">{shownFileName(file.name)}</span>
              <span className="text-ink-muted">
                {readableSize(file.size)} · <span className="font-semibold text-brand-700">{prompt.replace}</span>
              </span>
            </span>
          ) : (
            face
          )}
          {/* Once a file is chosen its name and size say enough; the hint stays for screen readers. */}
          <span id={`${field.id}-hint`} className={file ? 'sr-only' : 'mt-2 block text-ink-subtle'}>
            {hint}
          </span>
        </span>
        <input
          {...controlAttributes(field)}
          ref={inputRef}
          name={name}
          type="file"
          accept={accept}
          onChange={(event) => {
            setDragging(false);
            onChange(event);
          }}
          onBlur={onBlur}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
        {file && (
          <Button
            variant="subtle"
            size="xs"
            // Empties the input and tells the form as a choice would (the form's one change handler).
            onClick={(event) => {
              const input = event.currentTarget.previousElementSibling as HTMLInputElement;
              input.value = '';
              input.dispatchEvent(new Event('change', { bubbles: true }));
              input.focus();
            }}
            aria-label={prompt.remove}
            className="relative"
          >
            {/* On a phone the cross alone, so the file's name keeps the width. */}
            <Icon name="close" className="size-4" />
            <span className="max-sm:hidden">{prompt.remove}</span>
          </Button>
        )}
      </div>
    </FieldFrame>
  );
}
