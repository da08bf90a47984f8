import { describe, expect, it } from 'vitest';
import { createGate } from './gate.js';

describe('createGate', () => {
  it('lets in at most its limit, and again once one leaves (a release counts once)', () => {
    const gate = createGate(2);
    const a = gate.tryEnter();
    const b = gate.tryEnter();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
    a?.();
    a?.();
    expect(gate.inside).toBe(1);
    expect(gate.tryEnter()).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
  });
});
