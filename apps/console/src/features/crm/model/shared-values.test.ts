import { describe, expect, it } from 'vitest';
import { inLists } from '../../../shared/forms/contract-resolver.ts';
import { commonBody, commonValues, LIST_FIELDS, localOf, utcOf } from './shared-values.ts';

describe("a CRM form's common values", () => {
  it('read the date-time fields as UTC, both ways', () => {
    expect(utcOf('2026-12-01T10:30')).toBe('2026-12-01T10:30:00Z');
    expect(utcOf(' ')).toBeNull();
    expect(localOf('2026-12-01T10:30:00.000Z')).toBe('2026-12-01T10:30');
    expect(localOf(null)).toBe('');
  });

  it('split the lists typed in one field and round-trip a stored targeting', () => {
    const stored = {
      targeting: { audience: 'players' as const, countries: ['US', 'CA'], languages: ['en'], segment: null },
      startsAt: null,
      endsAt: '2026-12-31T23:00:00.000Z',
      enabled: false,
    };
    const values = commonValues(stored, 'everyone');
    expect(values.targeting.countries).toBe('US, CA');
    expect(commonBody({ ...values, targeting: { ...values.targeting, countries: 'us,  ca de' } })).toEqual({
      targeting: { audience: 'players', countries: ['US', 'CA', 'DE'], languages: ['en'], segment: null },
      startsAt: null,
      endsAt: '2026-12-31T23:00:00Z',
      enabled: false,
    });
  });

  it("give a list item's issue to the field the list is typed in", () => {
    const place = inLists(LIST_FIELDS);
    expect(place('targeting.countries.2', {})).toBe('targeting.countries');
    expect(place('excluded_pages.0', {})).toBe('excluded_pages');
    expect(place('data.title', {})).toBe('data.title');
  });
});
