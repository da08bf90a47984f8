// Made on first use: a page's first Intl formatter costs tens of milliseconds (the number data is
// loaded then), which a page that writes no count must not pay while it starts.
let numbers: Intl.NumberFormat | undefined;

/**
 * A count with its noun, the one way every screen writes one: "1 like", "2 likes",
 * "1,204 listeners", "0 songs". Irregular plurals are given: countOf(3, 'entry', 'entries').
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  numbers ??= new Intl.NumberFormat('en');
  return `${numbers.format(n)} ${n === 1 ? one : many}`;
}
