export * from './artist-applications.js';
export * from './artist-profiles.js';
export * from './users.js';
