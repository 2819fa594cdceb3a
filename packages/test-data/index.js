// Test data factories shared by the server API tests, the browser journeys
// and the benchmarks: pure functions and constants, no dependencies. One
// module per domain; each adds its factories there and one line here.
export * from './people.js';
export * from './applications.js';
export * from './dtr.js';
export * from './evaluations.js';
export * from './scholar-requests.js';
export * from './leave.js';
export * from './schedules.js';
export * from './reapplications.js';
export * from './requirements.js';
