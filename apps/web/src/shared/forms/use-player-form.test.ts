import { describe, expect, it } from 'vitest';
import { isValueChange } from './use-player-form.ts';

describe('isValueChange', () => {
  it("counts React's change event and the input event Preact's compatibility layer hands over", () => {
    expect(isValueChange('change')).toBe(true);
    expect(isValueChange('input')).toBe(true);
  });

  it('leaves out blur, focus-out and changes made by code (no event)', () => {
    expect(isValueChange('blur')).toBe(false);
    expect(isValueChange('focusout')).toBe(false);
    expect(isValueChange(undefined)).toBe(false);
  });
});
