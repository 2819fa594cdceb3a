import { describe, expect, it } from '@jest/globals';
import { redactPath } from './request-context.js';

describe(redactPath.name, () => {
  it('drops the query string', () => {
    expect(redactPath('/api/auth/password/reset?code=abc&exp=1')).toBe('/api/auth/password/reset');
  });

  it('hides token-like segments', () => {
    expect(redactPath('/api/auth/email/verify/Zm9vYmFyYmF6cXV4cXV1eHh5eno')).toBe(
      '/api/auth/email/verify/:redacted',
    );
  });

  it('keeps ordinary segments and record ids', () => {
    expect(redactPath('/api/notifications/unread-count')).toBe('/api/notifications/unread-count');
    const id = 'af7b8b7d-dafa-4f85-b59c-248a72628e4a';
    expect(redactPath(`/api/sessions/${id}`)).toBe(`/api/sessions/${id}`);
  });
});
