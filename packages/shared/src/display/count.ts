const numbers = new Intl.NumberFormat('en');

/**
 * A count with its noun, the one way every screen writes one: "1 like", "2 likes",
 * "1,204 listeners", "0 songs". Irregular plurals are given: countOf(3, 'entry', 'entries').
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${numbers.format(n)} ${n === 1 ? one : many}`;
}
