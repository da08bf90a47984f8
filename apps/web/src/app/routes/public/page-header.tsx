import type { ReactNode } from 'react';

/** The indigo band at the top of a static public page. */
export function PageHeader({ kicker, title, children }: { kicker: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-sand-200 bg-sand-100">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="mb-2 text-sm font-bold tracking-widest text-brass-700 uppercase">{kicker}</p>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 text-lg text-cloth-800">{children}</div> : null}
      </div>
    </div>
  );
}
