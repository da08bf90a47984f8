/** The player's icons (inline SVG, no icon library on the listener's first screen). */
type IconProps = { className?: string };

const svg = (path: React.ReactNode) =>
  function Icon({ className = 'size-6' }: IconProps) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
        {path}
      </svg>
    );
  };

export const PlayIcon = svg(<path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />);
export const PauseIcon = svg(
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </>,
);
export const NextIcon = svg(
  <>
    <path d="M5 6.2v11.6a1 1 0 0 0 1.6.8l8.2-5.8a1 1 0 0 0 0-1.6L6.6 5.4A1 1 0 0 0 5 6.2Z" />
    <rect x="16.5" y="5" width="2.5" height="14" rx="1" />
  </>,
);
export const PreviousIcon = svg(
  <>
    <path d="M19 6.2v11.6a1 1 0 0 1-1.6.8l-8.2-5.8a1 1 0 0 1 0-1.6l8.2-5.8A1 1 0 0 1 19 6.2Z" />
    <rect x="5" y="5" width="2.5" height="14" rx="1" />
  </>,
);
