import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { UNTRUSTED_PROXY_WARNING, untrustedProxyWarning } from './untrusted-proxy-warning.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe(untrustedProxyWarning.name, () => {
  it('warns once, at the first proxied request, and lets every request through', () => {
    const warnings: string[] = [];
    const sut = untrustedProxyWarning({ warn: (message: string) => warnings.push(message) });
    let passed = 0;
    const next: NextFunction = () => {
      passed++;
    };
    sut(request({}), {} as Response, next);
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++)
      sut(request({ 'x-forwarded-for': '203.0.113.7' }), {} as Response, next);
    expect(warnings).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(passed).toBe(4);
  });
});
