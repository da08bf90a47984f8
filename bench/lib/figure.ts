/** One measured budget: the figure, its baseline in the same run, their ratio and whether it holds. */
export type Figure = { name: string; value: string; baseline: string; ratio: string; budget: string; ok: boolean };
