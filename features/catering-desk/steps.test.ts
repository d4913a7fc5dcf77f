/**
 * The desk's steps: offered exactly when the machine accepts them and the user may, and a
 * drop on a column takes only the step leading there (reject and settle are never drops).
 */
import { describe, expect, it } from 'vitest';
import { dropStep, foodSteps, meetingSteps } from './steps';

const all = () => true;
const actions = (steps: { action: string }[]) => steps.map((s) => s.action);

describe('desk steps', () => {
  it('meeting orders: the machine decides, the permission filters', () => {
    expect(actions(meetingSteps({ status: 'submitted', cancelFrom: null }, all))).toEqual(['audit', 'reject']);
    expect(actions(meetingSteps({ status: 'audited', cancelFrom: null }, all))).toEqual(['arrange', 'reject']);
    expect(actions(meetingSteps({ status: 'arranged', cancelFrom: null }, all))).toEqual(['serve']);
    expect(actions(meetingSteps({ status: 'served', cancelFrom: null }, all))).toEqual(['settle']);
    expect(actions(meetingSteps({ status: 'settled', cancelFrom: null }, all))).toEqual([]);
    expect(
      actions(meetingSteps({ status: 'submitted', cancelFrom: null }, (p) => p === 'mc:reserveOrder:reject')),
    ).toEqual(['reject']);
  });

  it('food delivery orders: audit, deliver, delivered; settle waits for the applicant', () => {
    expect(actions(foodSteps({ state: 'submitted', reason: null }, all))).toEqual(['audit', 'reject']);
    expect(actions(foodSteps({ state: 'audited', reason: null }, all))).toEqual(['deliver']);
    expect(actions(foodSteps({ state: 'deliveryInProgress', reason: null }, all))).toEqual(['delivered']);
    expect(actions(foodSteps({ state: 'delivered', reason: null }, all))).toEqual([]);
  });

  it('a drop takes the step into its column only', () => {
    const submitted = meetingSteps({ status: 'submitted', cancelFrom: null }, all);
    expect(dropStep(submitted, 'audited')?.action).toBe('audit');
    expect(dropStep(submitted, 'arranged')).toBeUndefined();
    expect(dropStep(submitted, 'submitted')).toBeUndefined();
    const served = meetingSteps({ status: 'served', cancelFrom: null }, all);
    expect(['submitted', 'audited', 'arranged', 'served'].map((c) => dropStep(served, c))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(dropStep(foodSteps({ state: 'audited', reason: null }, all), 'deliveryInProgress')?.action).toBe('deliver');
  });
});
