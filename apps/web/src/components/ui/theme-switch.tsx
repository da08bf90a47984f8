import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ThemeChoice } from '@nupe/shared';
import { setTheme, useTheme } from '../../lib/theme';
import { ChoiceMenu } from './choice-menu';
import { cn } from './cn';

const OPTIONS = [
  { value: 'system', label: msg`System`, hint: msg`As this device is set` },
  { value: 'light', label: msg`Light`, hint: msg`Cotton and indigo` },
  { value: 'dark', label: msg`Dark`, hint: msg`Indigo night` },
] as const;

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
  tone?: 'onDark' | 'onLight';
  placement?: 'below' | 'above';
  showLabel?: boolean;
  className?: string;
};

/**
 * The theme control (issue 18): System / Light / Dark. The choice is drawn at once and
 * remembered in this browser; the same control sits in the public header, the listener app's
 * header and the dashboards' account corner.
 */
export function ThemeSwitch(props: ThemeSwitchProps) {
  const { choice } = useTheme();
  const { _ } = useLingui();
  return (
    <ChoiceMenu
      {...props}
      name={_(msg`Theme`)}
      value={choice}
      onChange={setTheme}
      icon={<ThemeIcon choice={choice} />}
      choices={OPTIONS.map((o) => ({
        value: o.value,
        label: _(o.label),
        hint: _(o.hint),
        icon: <ThemeIcon choice={o.value} className="text-cloth-700" />,
      }))}
    />
  );
}
