export const ROLES = ['admin', 'staff', 'artist', 'listener'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Where each role lands after signing in. */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin',
  staff: '/staff',
  artist: '/artist',
  listener: '/listen',
};

/** The name of each role's own area, in account menus; a listener's area is the listener app. */
export const AREA_NAMES: Partial<Record<Role, string>> = {
  admin: 'Admin area',
  staff: 'Staff area',
  artist: 'Artist area',
};

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
