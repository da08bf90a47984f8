import type { ReactNode } from 'react';
import { usePopover } from '../../lib/use-popover';
import { cn } from './cn';

export type Choice<T extends string> = { value: T; label: string; hint?: string; icon?: ReactNode; lang?: string };

type ChoiceMenuProps<T extends string> = {
  /** The group's name: the legend, and the button's "Theme: Dark" label. */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the button shows beside the label (an icon). */
  icon: ReactNode;
  /** `onDark` on the indigo header and side menu, `onLight` on a paper header. */
  tone?: 'onDark' | 'onLight';
  /** Where the choices open: below the button (headers) or above it (the side menu's foot). */
  placement?: 'below' | 'above' | 'below-left';
  /** Shows "Theme: Dark" beside the icon (where there is room); otherwise only to screen readers. */
  showLabel?: boolean;
  className?: string;
  /** Shown under the choices (the language menu's "Help translate"). */
  footer?: ReactNode;
  /** Called when the panel opens: what only its choices show is read then, not with the page. */
  onOpen?: () => void;
};

/**
 * A button opening one choice among a few as radio buttons (the theme and language switches):
 * the choice applies at once; a press outside or Escape closes the panel.
 */
export function ChoiceMenu<T extends string>({
  name,
  choices,
  value,
  onChange,
  icon,
  tone = 'onDark',
  placement = 'below',
  showLabel = false,
  className,
  footer,
  onOpen,
}: ChoiceMenuProps<T>) {
  const { open, setOpen, panelId, box, button } = usePopover();
  const current = choices.find((c) => c.value === value) ?? choices[0];

  return (
    <div ref={box} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold',
          showLabel ? 'px-3' : 'px-0',
          tone === 'onDark' ? 'text-white hover:bg-white/10' : 'text-cloth-900 hover:bg-sand-100',
          open && (tone === 'onDark' ? 'bg-white/10' : 'bg-sand-100'),
        )}
      >
        {icon}
        {showLabel ? (
          <span>
            {name}
            <span className="font-normal">: {current?.label}</span>
          </span>
        ) : (
          <span className="sr-only">
            {name}: {current?.label}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute z-50 w-60 max-w-[calc(100vw-2rem)] rounded-xl border border-sand-200 bg-white p-2 text-cloth-900 shadow-card',
          placement === 'below' && 'top-full right-0 mt-2',
          placement === 'below-left' && 'top-full left-0 mt-2',
          placement === 'above' && 'bottom-full left-0 mb-2',
        )}
      >
        <fieldset>
          <legend className="px-3 pt-1 pb-2 text-sm font-semibold text-cloth-700">{name}</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 hover:bg-sand-100 has-[:checked]:bg-cloth-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brass-500"
            >
              <input
                type="radio"
                name={`${panelId}-choice`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.icon}
              <span className="flex flex-col leading-tight">
                <span className="font-semibold" lang={choice.lang}>
                  {choice.label}
                </span>
                {choice.hint ? <span className="text-xs text-cloth-700">{choice.hint}</span> : null}
              </span>
              {value === choice.value ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="ml-auto size-5 text-bead-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
            </label>
          ))}
        </fieldset>
        {footer}
      </div>
    </div>
  );
}
