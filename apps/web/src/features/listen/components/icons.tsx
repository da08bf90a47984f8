/** The player's icons (inline SVG, no icon library on the listener's first screen). */
import { lineIcon as line, filledIcon as svg } from './icon';

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

export const ShuffleIcon = line(
  <>
    <path d="M16 3h5v5" />
    <path d="M4 20 21 3" />
    <path d="M21 16v5h-5" />
    <path d="m15 15 6 6" />
    <path d="M4 4l5 5" />
  </>,
);
export const RepeatIcon = line(
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>,
);
export const ChevronDownIcon = line(<path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = line(<path d="m18 15-6-6-6 6" />);
export const ArrowUpIcon = line(
  <>
    <path d="M12 19V5" />
    <path d="m5 12 7-7 7 7" />
  </>,
);
export const ArrowDownIcon = line(
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);
export const RemoveIcon = line(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
/** A list with a plus: add to the end of the queue. */
export const AddToQueueIcon = line(
  <>
    <path d="M3 6h12" />
    <path d="M3 12h12" />
    <path d="M3 18h7" />
    <path d="M18 14v8" />
    <path d="M14 18h8" />
  </>,
);
/** A list with a play mark on top: play next. */
export const PlayNextIcon = line(
  <>
    <path d="M3 6v6l5-3Z" />
    <path d="M12 9h9" />
    <path d="M3 16h18" />
    <path d="M3 21h18" />
  </>,
);
export const QueueIcon = line(
  <>
    <path d="M3 6h18" />
    <path d="M3 12h18" />
    <path d="M3 18h12" />
  </>,
);
export const TrashIcon = line(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />,
);
