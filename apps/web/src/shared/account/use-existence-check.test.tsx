import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { type ExistenceAnswer, type ExistenceQuery, useExistenceCheck } from './use-existence-check.ts';

let ask: (query: ExistenceQuery | null) => void = () => undefined;

/** Asks about the query `ask` sets, as a field would after each change. */
function Probe({
  query,
  onAnswer,
}: {
  query: ExistenceQuery | null;
  onAnswer: (a: ExistenceAnswer) => void;
}) {
  const [current, setCurrent] = useState(query);
  ask = setCurrent;
  useExistenceCheck(current, onAnswer);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the existence check (000 §5)', () => {
  it('asks once, 500 ms after the last change, about the latest value only', async () => {
    vi.useFakeTimers();
    const calls = stubApi({ 'POST /profile/public/check/email': () => json({ success: true }) });
    const answers: ExistenceAnswer[] = [];
    const onAnswer = (a: ExistenceAnswer) => answers.push(a);
    renderWithProviders(<Probe query={{ kind: 'email', email: 'a@b.c' }} onAnswer={onAnswer} />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => ask({ kind: 'email', email: 'ab@b.c' }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.body)).toEqual([{ brandId: 'demo', email: 'ab@b.c' }]);
    expect(answers).toEqual([{ status: 'free' }]);
  });

  it('names a 4xx as taken and anything else as failed; asks nothing without a query', async () => {
    vi.useFakeTimers();
    const calls = stubApi({
      'POST /profile/public/check/login': () =>
        json({ error: 'error.profile.duplicated', message: 'x' }, 400),
      'POST /profile/public/check/phone': () => json({ error: 'error.undefined', message: 'x' }, 503),
    });
    const answers: ExistenceAnswer[] = [];
    const onAnswer = (a: ExistenceAnswer) => answers.push(a);
    renderWithProviders(<Probe query={{ kind: 'login', login: 'ann' }} onAnswer={onAnswer} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => ask({ kind: 'phone', phone: '2025550100', phoneCode: '+1' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => ask(null));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls.map((c) => c.path)).toEqual(['/profile/public/check/login', '/profile/public/check/phone']);
    expect(answers.map((a) => a.status)).toEqual(['taken', 'failed']);
  });
});
