import type { Role } from './roles.js';

/** The demo accounts of a fresh install (also listed in the README). */
export const DEMO_PASSWORD = 'NupeDemo2026';
export const DEMO_ACCOUNTS: { role: Role; phone: string; fullName: string; artistName?: string }[] = [
  { role: 'admin', phone: '0803 000 0001', fullName: 'Aisha Ndagi (demo admin)' },
  { role: 'staff', phone: '0803 000 0002', fullName: 'Musa Kolo (demo staff)' },
  { role: 'artist', phone: '0803 000 0003', fullName: 'Fatima Etsu (demo artist)', artistName: 'Fatima Etsu' },
  { role: 'listener', phone: '0803 000 0004', fullName: 'Yakubu Gana (demo listener)' },
];
