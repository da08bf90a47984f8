import { z } from 'zod';

/** One measure compared over the last 7 days and the 7 before. */
export const PeriodComparisonSchema = z.object({
  last7Days: z.number().int(),
  prev7Days: z.number().int(),
  /** Percent change, one decimal; 100 when the previous period was 0 and this one is not, 0 when both are 0. */
  changePercent: z.number(),
  trend: z.enum(['up', 'down']),
});
export type PeriodComparison = z.infer<typeof PeriodComparisonSchema>;

export const DashboardStatsSchema = z
  .object({
    totals: z.object({
      totalUsers: z.number().int(),
      totalArtists: z.number().int(),
      totalSongs: z.number().int(),
      totalAlbums: z.number().int(),
      totalRequests: z.number().int(),
    }),
    plays: PeriodComparisonSchema,
    downloads: PeriodComparisonSchema,
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** GET /admin/dashboard: the stats object under `data`. */
export const DashboardResponseSchema = z.object({ data: DashboardStatsSchema });
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
