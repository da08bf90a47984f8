import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, useState } from 'react';
import { Input } from '../../../components/ui/field';

/** A password input with a show/hide toggle whose name says what it will do. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-14" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-1 right-1 flex w-11 items-center justify-center rounded-md text-cloth-700 hover:bg-cloth-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="M3 3l18 18" strokeLinecap="round" /> : null}
        </svg>
      </button>
    </div>
  );
}
