import type { ReactNode } from 'react';

/** Long-form text with comfortable reading measure and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-lg text-cloth-900 sm:px-6 [&_p_a]:font-semibold [&_p_a]:text-cloth-700 [&_p_a]:underline [&_li_a]:font-semibold [&_li_a]:text-cloth-700 [&_li_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:mb-2 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
