import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('HOST', () => {
  // Issue 30 item 15: the server listened on every interface by default while the demo
  // accounts' password is public.
  it('is the loopback interface unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });
});
