import { beforeEach, describe, expect, it } from 'vitest';
import {
  isAcknowledgedLocally,
  isExcluded,
  isHiddenLocally,
  localStatus,
  setAcknowledgedLocally,
  setLocalStatus,
} from './local-status.ts';

beforeEach(() => localStorage.clear());

describe('web popups, local status (001 §4)', () => {
  it('is set on an event; click and dismiss hide the popup and are final', () => {
    expect(isHiddenLocally('a')).toBe(false);
    setLocalStatus('a', 'view');
    expect(localStatus('a')).toBe('view');
    expect(isHiddenLocally('a')).toBe(false);
    setLocalStatus('a', 'dismiss');
    expect(isHiddenLocally('a')).toBe(true);
    setLocalStatus('a', 'view');
    setLocalStatus('a', 'click');
    expect(localStatus('a')).toBe('dismiss');
    setLocalStatus('b', 'click');
    expect(isHiddenLocally('b')).toBe(true);
  });

  it('survives damaged storage', () => {
    localStorage.setItem('crm.popups', '{not json');
    expect(isHiddenLocally('a')).toBe(false);
    localStorage.setItem('crm.acknowledged', 'nope');
    expect(isAcknowledgedLocally('a')).toBe(false);
  });

  it('remembers acknowledged instant messages', () => {
    setAcknowledgedLocally('m1');
    setAcknowledgedLocally('m1');
    expect(isAcknowledgedLocally('m1')).toBe(true);
    expect(JSON.parse(localStorage.getItem('crm.acknowledged') ?? '[]')).toEqual(['m1']);
  });
});

describe('excluded pages (001 §3)', () => {
  it('matches exact paths (trailing slash ignored) and prefixes ending in *', () => {
    const excluded = ['/login', '/game/*', '/'];
    expect(isExcluded(excluded, '/login')).toBe(true);
    expect(isExcluded(excluded, '/login/')).toBe(true);
    expect(isExcluded(excluded, '/game/velvet-viking')).toBe(true);
    expect(isExcluded(excluded, '/')).toBe(true);
    expect(isExcluded(excluded, '/games')).toBe(false);
    expect(isExcluded(['/login'], '/login-help')).toBe(false);
    expect(isExcluded([], '/anything')).toBe(false);
  });
});
