import { z } from 'zod';
import { text, UuidSchema } from './common.js';
import { PhoneInputSchema } from './users.js';

/**
 * Access protocols: who may see an item at all. An item
 * the caller may not see is a 404 everywhere, never a hint.
 * - public: everyone; community: signed-in listeners; group: members of one named group;
 *   staff: staff and admins only. Owners, staff and admins always see their items.
 */
export const ACCESS_LEVELS = ['public', 'community', 'group', 'staff'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  public: 'Public',
  community: 'Community (signed-in listeners)',
  group: 'A named group',
  staff: 'Staff only',
};

/**
 * Traditional Knowledge labels in the manner of Local Contexts (localcontexts.org): they tell
 * people how the community asks the item to be treated. The texts are ours; the codes follow
 * the Local Contexts abbreviations. Labels inform; the level and seasons enforce.
 */
export const TK_LABELS = {
  tk_a: {
    name: 'TK Attribution',
    text: 'Credit the community and the people named with this recording whenever it is used or shared.',
  },
  tk_co: {
    name: 'TK Community Use Only',
    text: 'Shared for use within the community. Please do not copy or publish it elsewhere.',
  },
  tk_s: {
    name: 'TK Seasonal',
    text: 'Heard only at certain times of the year, such as a festival or Ramadan. Outside them it rests.',
  },
  tk_ss: {
    name: 'TK Secret / Sacred',
    text: 'Sacred knowledge, open only to those the community has chosen. Do not pass it on.',
  },
  tk_f: { name: 'TK Family', text: 'Belongs to a family, who decide who may listen and how it is used.' },
  tk_mg: { name: 'TK Men General', text: 'Traditionally heard by men. Please respect this when sharing.' },
  tk_wg: { name: 'TK Women General', text: 'Traditionally heard by women. Please respect this when sharing.' },
  tk_cs: {
    name: 'TK Culturally Sensitive',
    text: 'Carries cultural or historical sensitivities. Listen and use it with care.',
  },
  tk_nc: { name: 'TK Non-Commercial', text: 'Not to be used to make money, in advertising or in commercial products.' },
  tk_v: { name: 'TK Verified', text: 'The community has reviewed how this item is described and shared.' },
  tk_o: { name: 'TK Outreach', text: 'Shared for teaching and outreach; educational use is welcome.' },
  tk_cb: {
    name: 'TK Open to Collaboration',
    text: 'The community welcomes research and creative collaboration: get in touch with the archive.',
  },
} as const satisfies Record<string, { name: string; text: string }>;
export type TkLabelCode = keyof typeof TK_LABELS;
export const TK_LABEL_CODES = Object.keys(TK_LABELS) as TkLabelCode[];

export const AccessLabelSchema = z.object({ code: z.string(), name: z.string(), text: z.string() });
export type AccessLabel = z.infer<typeof AccessLabelSchema>;

/** A label code with its name and text, for the API's `access.labels`. */
export const accessLabel = (code: TkLabelCode): AccessLabel => ({ code, ...TK_LABELS[code] });

/**
 * A seasonal window, given as dates: `2027-02-08` to `2027-03-09` (that year only; Ramadan
 * and most festivals move) or `12-20` to `01-05` (every year; may wrap over the new year).
 * Days are counted in Nigeria's time (`lagosDate`), both ends included.
 */
export const SeasonSchema = z
  .object({
    name: text('Season name', 100),
    from: z.string({ message: 'Season start is required.' }),
    to: z.string({ message: 'Season end is required.' }),
  })
  .strict()
  .superRefine((s, ctx) => {
    const kind = (d: string) => (isDay(d) ? 'dated' : isYearlyDay(d) ? 'yearly' : null);
    const from = kind(s.from);
    const to = kind(s.to);
    if (!from || !to) {
      ctx.addIssue({
        code: 'custom',
        message: 'Season dates must be days such as 2027-02-08, or 12-20 for every year.',
      });
    } else if (from !== to) {
      ctx.addIssue({ code: 'custom', message: 'A season’s start and end must both have a year, or neither.' });
    } else if (from === 'dated' && s.from > s.to) {
      ctx.addIssue({ code: 'custom', message: 'A season cannot end before it starts.' });
    }
  });
export type Season = z.infer<typeof SeasonSchema>;
export const SEASONS_MAX = 24;

function isDay(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
}

function isYearlyDay(d: string): boolean {
  // 2024 is a leap year: 02-29 is a day of some years.
  return /^\d{2}-\d{2}$/.test(d) && isDay(`2024-${d}`);
}

/** Whether `day` (YYYY-MM-DD) falls in a season; an item without seasons is always open. */
export function inSeason(seasons: readonly Pick<Season, 'from' | 'to'>[], day: string): boolean {
  if (seasons.length === 0) return true;
  const monthDay = day.slice(5);
  return seasons.some((s) => {
    if (s.from.length === 10) return s.from <= day && day <= s.to;
    return s.from <= s.to ? s.from <= monthDay && monthDay <= s.to : monthDay >= s.from || monthDay <= s.to;
  });
}

/** `access` of every song the API answers. */
export const SongAccessSchema = z.object({
  level: z.enum(ACCESS_LEVELS),
  labels: z.array(AccessLabelSchema),
  /** The named group of a `group` item, else null. */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  seasons: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
});
export type SongAccess = z.infer<typeof SongAccessSchema>;

/** PATCH /api/songs/{id}/access (staff and admins). */
export const SongAccessBodySchema = z
  .object({
    level: z.enum(ACCESS_LEVELS, { message: 'Level must be public, community, group or staff.' }),
    group: UuidSchema.nullish(),
    labels: z
      .array(z.enum(TK_LABEL_CODES as [TkLabelCode, ...TkLabelCode[]], { message: 'Unknown label.' }))
      .max(TK_LABEL_CODES.length)
      .refine((l) => new Set(l).size === l.length, { message: 'Each label may appear once.' })
      .default([]),
    seasons: z
      .array(SeasonSchema)
      .max(SEASONS_MAX, { message: `At most ${SEASONS_MAX} seasons.` })
      .default([]),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.level === 'group' && !b.group) {
      ctx.addIssue({ code: 'custom', path: ['group'], message: 'Choose the group that may see this item.' });
    }
    if (b.level !== 'group' && b.group) {
      ctx.addIssue({ code: 'custom', path: ['group'], message: 'Only a group item names a group.' });
    }
  });
export type SongAccessBody = z.input<typeof SongAccessBodySchema>;

/** Access groups: named circles whose members may see the items given to them. */
export const AccessGroupBodySchema = z
  .object({ name: text('Group name', 100), description: z.string().trim().max(500).default('') })
  .strict();
export type AccessGroupBody = z.input<typeof AccessGroupBodySchema>;

export const AccessGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type AccessGroup = z.infer<typeof AccessGroupSchema>;
export const AccessGroupsResponseSchema = z.object({ groups: z.array(AccessGroupSchema) });
export type AccessGroupsResponse = z.infer<typeof AccessGroupsResponseSchema>;

export const AccessGroupMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  addedAt: z.string(),
});
export const AccessGroupDetailSchema = z.object({
  group: AccessGroupSchema,
  members: z.array(AccessGroupMemberSchema),
});
export type AccessGroupDetail = z.infer<typeof AccessGroupDetailSchema>;

/** POST /api/staff/access-groups/{id}/members: a member by the phone number of their account. */
export const AccessGroupMemberBodySchema = z.object({ phone: PhoneInputSchema }).strict();
export type AccessGroupMemberBody = z.input<typeof AccessGroupMemberBodySchema>;
export const AccessGroupChangedSchema = AccessGroupDetailSchema.extend({ message: z.string() });
