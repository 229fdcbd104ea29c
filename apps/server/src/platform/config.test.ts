import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty"/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL=.*postgres:\/\//],
    ['SANDBOX_URL', 'not a url', /SANDBOX_URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
  ])('stops on a wrong %s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never prints a secret it refuses', () => {
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'too-short-secret' })).toThrow(
      /AUTH_TOKEN_SECRET=\(hidden\)/,
    );
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: 'too-short-secret' })).not.toThrow(/too-short-secret/);
  });

  it('derives the public URL from the port unless it is set', () => {
    expect(loadConfig({ PORT: '3200' }).publicUrl).toBe('http://localhost:3200');
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.com/' }).publicUrl).toBe(
      'https://play.example.com',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
