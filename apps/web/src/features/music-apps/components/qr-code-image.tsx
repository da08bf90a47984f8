import { useMemo } from 'react';
import { qrShape } from '../qr-code';

/** The QR code of a text, drawn as SVG with a quiet zone of four modules, named for screen readers. */
export function QrCodeImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrShape(text), [text]);
  const quiet = 4;
  const box = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#10132f" />
    </svg>
  );
}
