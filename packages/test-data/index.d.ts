// One declaration file per domain module, beside it (the modules are plain
// JavaScript, so the bench's .mjs loads them without a build step).
export * from './people.js';
export * from './applications.js';
export * from './dtr.js';
export * from './evaluations.js';
export * from './scholar-requests.js';
export * from './leave.js';
export * from './schedules.js';
export * from './reapplications.js';
export * from './requirements.js';
