import { useState, type ChangeEventHandler, type Ref } from 'react';
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
  /** The zone's words: its call to choose, what a fine pointer may also do, and the call to replace a file. */
  prompt: { choose: string; drag: string; replace: string };
};

/**
 * A drop zone over the native file input: the input covers the zone unseen, so a click, a key press
 * or a file dropped on it is the browser's own (before hydration too), and screen readers meet one
 * labelled file control that names its file; the words under it are only for the eye.
 */
export function FileField({ name, accept, inputRef, onChange, onBlur, file, prompt, ...field }: FileFieldProps) {
  const [dragging, setDragging] = useState(false);
  return (
    <FieldFrame {...field}>
      <div
        className={cn(
          'relative mt-1.5 flex items-center gap-4 rounded-lg border border-dashed bg-surface-raised p-4 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
          field.error ? 'border-danger-600' : dragging ? 'border-brand-600 bg-brand-50' : 'border-line-control',
        )}
      >
        <IconTile name="file" className="size-10 shrink-0" />
        <span aria-hidden="true" className="min-w-0 text-sm">
          {file ? (
            <>
              <span className="block truncate font-semibold text-ink">{shownFileName(file.name)}</span>
              <span className="text-ink-muted">
                {readableSize(file.size)} · <span className="font-semibold text-brand-700">{prompt.replace}</span>
              </span>
            </>
          ) : (
            <>
              <span className="font-semibold text-brand-700">{prompt.choose}</span>
              <span className="hidden text-ink-muted pointer-fine:inline"> {prompt.drag}</span>
            </>
          )}
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
      </div>
    </FieldFrame>
  );
}
