export const GRAPHQL_PATH = '/graphql';

// Apollo's CSRF prevention rejects multipart (upload) requests without this header.
export const PREFLIGHT_HEADERS = { 'apollo-require-preflight': 'true' };

export function graphqlWebSocketUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}
