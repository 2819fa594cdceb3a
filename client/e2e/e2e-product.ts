// The names global-setup gives the server. They differ from the server's defaults,
// so a page showing them proves the names came from the server.
export const E2E_PRODUCT = { name: 'SASM E2E Scholarship System', shortName: 'SASM-E2E' };

// The server's list count bound in the journeys (LIST_COUNT_BOUND).
export const E2E_LIST_COUNT_BOUND = 20;
