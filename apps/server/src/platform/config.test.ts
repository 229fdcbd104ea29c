import { describe, expect, it } from 'vitest';
import { hostName, servedBrands } from './brand-hosts.ts';
import {
  brandInstanceConfig,
  ConfigError,
  isLocalDemo,
  isLoopback,
  loadConfig,
  productionProblems,
  siteUrl,
} from './config.ts';

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
    expect(() => loadConfig({ SMTP_URL: 'mailer:hunter2@mail' })).toThrow(/SMTP_URL=\(hidden\)/);
    expect(() => loadConfig({ SMTP_URL: 'mailer:hunter2@mail' })).not.toThrow(/hunter2/);
  });

  it('derives the public URL from the port unless it is set', () => {
    expect(loadConfig({ PORT: '3200' }).publicUrl).toBe('http://localhost:3200');
    expect(loadConfig({ PUBLIC_URL: 'https://play.example.com/' }).publicUrl).toBe(
      'https://play.example.com',
    );
  });

  it('gives players the PUBLIC_URL in the start banner, else the address it listens on', () => {
    expect(siteUrl(loadConfig({ PORT: '3200', PUBLIC_URL: 'https://play.example.com/' }))).toBe(
      'https://play.example.com',
    );
    expect(siteUrl(loadConfig({ PORT: '3200' }))).toBe('http://localhost:3200');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('listens on loopback by default, as the local demo, and runs it with the public defaults', () => {
    const c = loadConfig({});
    expect(c.HOST).toBe('localhost');
    expect(c.NODE_ENV).toBe('development');
    expect(c.EMAIL_DELIVERY).toBe('sandbox');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3200' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.5', false],
    ['::ffff:10.0.0.5', false],
    ['play.example.com', false],
    ['localhost.example.com', false],
  ])('isLoopback(%s) is %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  const REAL = {
    STUDIO_SECRET: 'studio-issued-key-0123456789abcdef0123',
    PAYMENT_WEBHOOK_SECRET: 'payments-issued-key-0123456789abcdef01',
    KYC_WEBHOOK_SECRET: 'kyc-issued-key-0123456789abcdef012345',
    EMAIL_DELIVERY: 'smtp',
    SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
    MAIL_FROM: 'Croupier <no-reply@example.com>',
    SMS_DELIVERY: 'http',
    SMS_GATEWAY_URL: 'https://sms.example.com/v1/messages',
    SMS_GATEWAY_TOKEN: 'sms-gateway-token-0123456789',
  };

  it('refuses to listen beyond loopback with the public secrets, naming each variable and what it expects', () => {
    const start = () => loadConfig({ HOST: '0.0.0.0' });
    expect(start).toThrow(ConfigError);
    const message = (() => {
      try {
        start();
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/Refusing to start: HOST=0\.0\.0\.0 listens beyond loopback/);
    expect(message).toMatch(/STUDIO_SECRET: .*game studio/);
    expect(message).toMatch(/PAYMENT_WEBHOOK_SECRET: .*payment provider/);
    expect(message).toMatch(/KYC_WEBHOOK_SECRET: .*KYC provider/);
    expect(message).toMatch(/EMAIL_DELIVERY: .*EMAIL_DELIVERY=smtp with SMTP_URL and MAIL_FROM/);
    expect(message).toMatch(/SMS_DELIVERY: .*SMS_DELIVERY=http with SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN/);
    expect(message).toMatch(/docs\/operations\.md/);
  });

  it('refuses a published default even when it is set explicitly', () => {
    const env = {
      ...REAL,
      HOST: '::',
      STUDIO_SECRET: 'croupier-sandbox-studio-shared-key-not-for-production',
    };
    expect(() => loadConfig(env)).toThrow(/STUDIO_SECRET/);
    expect(() => loadConfig(env)).not.toThrow(/PAYMENT_WEBHOOK_SECRET|KYC_WEBHOOK_SECRET|DELIVERY/);
  });

  it('holds NODE_ENV=production to the production rules even on loopback (behind a proxy on the same host)', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: REAL.PAYMENT_WEBHOOK_SECRET }),
    ).toThrow(/NODE_ENV=production[\s\S]*STUDIO_SECRET[\s\S]*KYC_WEBHOOK_SECRET/);
  });

  it('counts a trusted proxy in front as a production start, even on loopback', () => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1' })).toThrow(
      /Refusing to start: TRUST_PROXY_HOPS=1 puts a proxy in front[\s\S]*STUDIO_SECRET[\s\S]*SMS_DELIVERY/,
    );
    const c = loadConfig({ ...REAL, TRUST_PROXY_HOPS: '2' });
    expect(c.TRUST_PROXY_HOPS).toBe(2);
    expect(isLocalDemo(c)).toBe(false);
    expect(isLocalDemo(loadConfig({}))).toBe(true);
  });

  it('refuses a production start that would deliver codes to the sandbox inbox', () => {
    const { SMS_DELIVERY: _sms, ...noSms } = REAL;
    expect(() => loadConfig({ ...noSms, HOST: '0.0.0.0' })).toThrow(/SMS_DELIVERY/);
    expect(() => loadConfig({ ...noSms, HOST: '0.0.0.0' })).not.toThrow(/EMAIL_DELIVERY|SECRET/);
  });

  it("takes the reality checks' test interval in the local demo only", () => {
    expect(loadConfig({ REALITY_CHECK_TEST_SECONDS: '5' }).REALITY_CHECK_TEST_SECONDS).toBe(5);
    expect(() => loadConfig({ ...REAL, HOST: '0.0.0.0', REALITY_CHECK_TEST_SECONDS: '5' })).toThrow(
      /REALITY_CHECK_TEST_SECONDS/,
    );
  });

  it('starts beyond loopback once every secret and real delivery are set', () => {
    const c = loadConfig({ ...REAL, HOST: '0.0.0.0', NODE_ENV: 'production' });
    expect(c.HOST).toBe('0.0.0.0');
    expect(productionProblems(c)).toEqual([]);
  });

  it('asks for where to deliver once a real delivery is chosen, in any mode', () => {
    expect(() => loadConfig({ EMAIL_DELIVERY: 'smtp' })).toThrow(/SMTP_URL[\s\S]*MAIL_FROM/);
    expect(() => loadConfig({ SMS_DELIVERY: 'http' })).toThrow(/SMS_GATEWAY_URL[\s\S]*SMS_GATEWAY_TOKEN/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL.*smtp:\/\//);
  });

  it("serves the demo's second brand at brand-b.localhost in the local demo only, unless told", () => {
    expect(loadConfig({}).brandHosts).toEqual([{ host: 'brand-b.localhost', brandId: 'brand-b' }]);
    expect(loadConfig({ SEED_DEMO: 'false' }).brandHosts).toEqual([]);
    expect(loadConfig({ ...REAL, HOST: '0.0.0.0' }).brandHosts).toEqual([]);
    expect(loadConfig({ BRAND_HOSTS: 'none' }).brandHosts).toEqual([]);
    const both = loadConfig({
      BRAND_HOSTS: ' Casino-B.example=brand-b, b.localhost=brand-b,c.example=croupier',
    });
    expect(both.brandHosts).toEqual([
      { host: 'casino-b.example', brandId: 'brand-b' },
      { host: 'b.localhost', brandId: 'brand-b' },
      { host: 'c.example', brandId: 'croupier' },
    ]);
    expect(servedBrands(both.BRAND_ID, both.brandHosts)).toEqual(['croupier', 'brand-b']);
  });

  it.each([
    ['brand-b.localhost', /BRAND_HOSTS="brand-b.localhost".*host=brand/],
    ['casino-b.example:443=brand-b', /without port/],
    ['casino-b.example=Brand B', /host=brand/],
    ['a.example=brand-b,a.example=other', /a.example is named twice/],
  ])('refuses BRAND_HOSTS=%s, saying why', (value, message) => {
    expect(() => loadConfig({ BRAND_HOSTS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ BRAND_HOSTS: value })).toThrow(message);
  });

  it("gives another brand's instance its id and its public URL: PUBLIC_URL with the brand's first host", () => {
    const demo = brandInstanceConfig(loadConfig({ PORT: '3200' }), 'brand-b');
    expect(demo.BRAND_ID).toBe('brand-b');
    expect(demo.publicUrl).toBe('http://brand-b.localhost:3200');
    expect(siteUrl(demo)).toBe('http://brand-b.localhost:3200');
    const live = loadConfig({
      PUBLIC_URL: 'https://casino-a.example/',
      BRAND_HOSTS: 'casino-b.example=brand-b,www.casino-b.example=brand-b',
    });
    expect(brandInstanceConfig(live, 'brand-b').publicUrl).toBe('https://casino-b.example');
    expect(brandInstanceConfig(live, 'croupier')).toBe(live);
    expect(() => brandInstanceConfig(live, 'brand-c')).toThrow(/brand-c/);
  });

  it('reads the host name of a Host header: lower case, without port or trailing dot', () => {
    expect(hostName('Brand-B.localhost:3000')).toBe('brand-b.localhost');
    expect(hostName('casino-b.example.')).toBe('casino-b.example');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});
