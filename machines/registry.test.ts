/** The registry holds every machine a `*.machine.ts` module exports, and each id once. */
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'xstate';
import { machineRegistry } from './registry';

const modules = import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true });

describe('machine registry', () => {
  it('finds the machine modules', () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['./session.machine.ts', './same-day-booking.machine.ts']),
    );
  });

  it('lists every exported machine', () => {
    const registered = new Set(machineRegistry.map((entry) => entry.machine));
    const missing = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => value instanceof StateMachine && !registered.has(value))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
