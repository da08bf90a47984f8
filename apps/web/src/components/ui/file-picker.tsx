import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, type InputHTMLAttributes, useState } from 'react';
import { cn } from './cn';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A file input that looks like the rest of the design system: a real `<input type="file">`
 * (labelled by its Field, reachable by keyboard, what tests and assistive technology use),
 * drawn as a button with the chosen file's name and size beside it. A handler that refuses
 * the file and clears the input (`e.target.value = ''`) clears the name too.
 */
export function FilePicker({
  className,
  onChange,
  disabled,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [chosen, setChosen] = useState<string | null>(null);
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    onChange?.(event);
    const files = Array.from(input.files ?? []);
    setChosen(files.length ? files.map((f) => `${f.name} · ${sizeOf(f.size)}`).join(', ') : null);
  }
  return (
    <div className={cn('relative flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <input
        type="file"
        className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        disabled={disabled}
        onChange={change}
        {...rest}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none inline-flex min-h-11 shrink-0 items-center rounded-lg bg-cloth-800 px-4 font-semibold text-white peer-hover:bg-cloth-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass-500 peer-disabled:opacity-50"
      >
        <Trans>Choose file</Trans>
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none min-w-0 max-w-full flex-[1_1_8rem] truncate text-sm text-cloth-800"
      >
        {chosen ?? <Trans>No file chosen</Trans>}
      </span>
    </div>
  );
}
