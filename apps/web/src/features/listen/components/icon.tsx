/**
 * The listener app's one way to make an icon: inline SVG on a 24-unit grid, no icon library
 * on the first screen. `filledIcon` paints the shape; `lineIcon` draws it with a 2-unit
 * stroke, and may be filled too (a liked heart) with `filled`.
 */
export type IconProps = { className?: string; filled?: boolean };

export const filledIcon = (path: React.ReactNode) =>
  function Icon({ className = 'size-6' }: IconProps) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
        {path}
      </svg>
    );
  };

export const lineIcon = (path: React.ReactNode) =>
  function Icon({ className = 'size-6', filled = false }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={className}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {path}
      </svg>
    );
  };
