import { describe, expect, it } from '@jest/globals';

import { readPushMessage } from '@/pwa/push-message';

describe('readPushMessage', () => {
  it('reads the server’s payload', () => {
    const text = JSON.stringify({
      title: 'Leave approved',
      body: 'Your leave on 3 March was approved.',
      link: '/leave',
      tag: 'n-1',
    });
    expect(readPushMessage(text)).toEqual({
      title: 'Leave approved',
      body: 'Your leave on 3 March was approved.',
      link: '/leave',
      tag: 'n-1',
    });
  });

  it('opens only the app’s own pages', () => {
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)'])
      expect(readPushMessage(JSON.stringify({ title: 'T', body: '', link })).link).toBe(
        '/notifications',
      );
  });

  it('still shows something for an empty or broken push', () => {
    expect(readPushMessage(undefined).title).toBe('SASM-IMS');
    expect(readPushMessage('not json')).toEqual(readPushMessage(undefined));
    expect(readPushMessage('42').link).toBe('/notifications');
  });
});
