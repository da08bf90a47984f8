import type { Role } from '@nupe/shared';

export type Area = 'admin' | 'artist' | 'staff';

/** Admins may enter every area; others only their own. */
export function canEnter(role: Role, area: Area): boolean {
  return role === 'admin' || role === area;
}

/** The area a path belongs to, if it is a protected one. */
export function areaOfPath(path: string): Area | null {
  const first = path.split(/[/?#]/)[1];
  return first === 'admin' || first === 'artist' || first === 'staff' ? first : null;
}
