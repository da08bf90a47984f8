import { Trans } from '@lingui/react/macro';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from 'react';
import { loadErrorTables, useErrorText } from '../../lib/error-text-later';
import { cn } from './cn';

const control =
  'block w-full rounded-lg border-2 border-sand-300 bg-white px-3.5 py-2.5 text-base text-cloth-950 placeholder:text-cloth-500 hover:border-cloth-300 focus-visible:border-cloth-600 aria-[invalid=true]:border-coral-700';

type FieldProps = {
  label: ReactNode;
  /** A sentence under the label that helps fill the field in. */
  hint?: ReactNode;
  /**
   * The error shown under the field (from the form's checks or the server's `fields`); a
   * sentence of the shared schemas or the API's error table reads in the reader's language.
   */
  error?: string | null;
  /** Marks the label with "(optional)". */
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** A form field with a visible label, a hint and an error tied to the control. */
export function Field({ label, hint, error, optional, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const errorText = useErrorText(error);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The error tables start loading when the reader first focuses a field (a native listener:
    // the box itself is not interactive).
    const start = () => void loadErrorTables();
    const el = box.current;
    el?.addEventListener('focusin', start, { once: true });
    return () => el?.removeEventListener('focusin', start);
  }, []);
  return (
    <div ref={box} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-cloth-900">
        {label}
        {optional ? (
          <span className="font-normal text-cloth-600">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-cloth-700">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {errorText ? <FieldError id={errorId}>{errorText}</FieldError> : null}
    </div>
  );
}

/** The error under a field or a group of fields (a fieldset's tick boxes, a list of rows). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-semibold text-coral-700">
      {children}
    </p>
  );
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, className)} {...rest} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, 'appearance-auto pr-8', className)} {...rest} />;
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, 'resize-y', className)} {...rest} />;
}
