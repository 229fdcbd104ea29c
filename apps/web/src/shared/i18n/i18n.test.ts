import keys from '@croupier/contract/locales/en.json';
import { SCHEMA_MESSAGES } from '@croupier/contract/rules/messages';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';

describe('translation fallback (000 §8)', () => {
  it('shows the translation when the key exists', () => {
    const i18n = createI18n('en', { 'search.label': 'Search games', 'missed-translation': 'Missing' });
    expect(i18n.t('search.label')).toBe('Search games');
  });

  it('shows the missed-translation entry for a missing key', () => {
    const i18n = createI18n('en', { 'missed-translation': 'Translation missing' });
    expect(i18n.t('middleware.error.some.code')).toBe('Translation missing');
  });

  it('shows the key itself when even missed-translation is missing', () => {
    const i18n = createI18n('en', {});
    expect(i18n.t('middleware.error.some.code')).toBe('middleware.error.some.code');
  });

  it('keeps flat keys with dots and colons intact', () => {
    const i18n = createI18n('en', { 'middleware.error.not.found': 'Not found.', 'a:b': 'colon' });
    expect(i18n.t('middleware.error.not.found')).toBe('Not found.');
    expect(i18n.t('a:b')).toBe('colon');
  });
});

describe("the contract's messages", () => {
  it('name the figures of the contract without the caller giving them', () => {
    const i18n = createI18n('en', keys as Record<string, string>);
    expect(i18n.t(SCHEMA_MESSAGES.selfRestrictionDays)).toBe('must be 1 to 30 days');
    expect(i18n.t(SCHEMA_MESSAGES.voucherLength)).toBe('must be 16 characters');
  });
});
