import { GENRES } from '@nupe/shared';
import type { SelectHTMLAttributes } from 'react';
import { genreName } from '../../lib/genre-names';
import { Select } from './field';

/**
 * A select of the eight genres (the one list the server accepts). Children come first: a
 * placeholder such as "Choose a genre", or "All" for a filter.
 */
export function GenreSelect({ children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select {...rest}>
      {children}
      {GENRES.map((g) => (
        <option key={g} value={g}>
          {genreName(g)}
        </option>
      ))}
    </Select>
  );
}
