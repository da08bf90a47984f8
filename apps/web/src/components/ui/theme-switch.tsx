import type { ThemeChoice } from '@nupe/shared';
import { setTheme, useTheme } from '../../lib/theme';
import { usePopover } from '../../lib/use-popover';
import { cn } from './cn';

const OPTIONS: readonly { value: ThemeChoice; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'As this device is set' },
  { value: 'light', label: 'Light', hint: 'Cotton and indigo' },
  { value: 'dark', label: 'Dark', hint: 'Indigo night' },
];

function ThemeIcon({ choice, className }: { choice: ThemeChoice; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-5 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {choice === 'light' ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
        </>
      ) : choice === 'dark' ? (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
      ) : (
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 3.5a8.5 8.5 0 0 1 0 17Z" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

type ThemeSwitchProps = {
  /** `onDark` on the indigo header and side menu, `onLight` on a paper header. */
  tone?: 'onDark' | 'onLight';
  /** Where the choices open: below the button (headers) or above it (the side menu's foot). */
  placement?: 'below' | 'above';
  /** Shows "Theme: Dark" beside the icon (the side menu has the room). */
  showLabel?: boolean;
  className?: string;
};

/**
 * The theme control (issue 18): a button opening System / Light / Dark as radio buttons. The
 * choice is drawn at once and remembered in this browser; the same control sits in the public
 * header, the listener app's header and the dashboards' account corner.
 */
export function ThemeSwitch({ tone = 'onDark', placement = 'below', showLabel = false, className }: ThemeSwitchProps) {
  const { choice } = useTheme();
  const { open, setOpen, panelId, box, button } = usePopover();
  const current = OPTIONS.find((o) => o.value === choice) ?? { value: 'system' as const, label: 'System' };

  return (
    <div ref={box} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold',
          showLabel ? 'px-3' : 'px-0',
          tone === 'onDark' ? 'text-white hover:bg-white/10' : 'text-cloth-900 hover:bg-sand-100',
          open && (tone === 'onDark' ? 'bg-white/10' : 'bg-sand-100'),
        )}
      >
        <ThemeIcon choice={current.value} />
        {showLabel ? (
          <span>
            Theme<span className="font-normal">: {current.label}</span>
          </span>
        ) : (
          <span className="sr-only">Theme: {current.label}</span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute z-50 w-60 max-w-[calc(100vw-2rem)] rounded-xl border border-sand-200 bg-white p-2 text-cloth-900 shadow-card',
          placement === 'below' ? 'top-full right-0 mt-2' : 'bottom-full left-0 mb-2',
        )}
      >
        <fieldset>
          <legend className="px-3 pt-1 pb-2 text-sm font-semibold text-cloth-700">Theme</legend>
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 hover:bg-sand-100 has-[:checked]:bg-cloth-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brass-500"
            >
              <input
                type="radio"
                name={`${panelId}-theme`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setTheme(option.value)}
                className="sr-only"
              />
              <ThemeIcon choice={option.value} className="text-cloth-700" />
              <span className="flex flex-col leading-tight">
                <span className="font-semibold">{option.label}</span>
                <span className="text-xs text-cloth-700">{option.hint}</span>
              </span>
              {choice === option.value ? (
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
      </div>
    </div>
  );
}
