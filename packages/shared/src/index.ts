export * from './constants/genres.js';
export * from './constants/limits.js';
export * from './constants/roles.js';
export * from './messages/index.js';
export * from './schemas/artist-requests.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
