/**
 * The shared order page pieces: steps are offered exactly when the machine accepts them and the
 * user holds the permission; a step asking a reason keeps its confirm disabled while blank and
 * runs with the trimmed reason; the tabs show counts ("all" is the sum).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setup } from 'xstate';
import { aUser, renderWithRuntime } from '../testing';
import { offeredOrderSteps, OrderStateTabs, OrderStepBar, tabCount, type OrderStepSpec } from '.';

const machine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'go' } | { type: 'stop' } },
}).createMachine({
  id: 'sample',
  initial: 'open',
  context: { n: 0 },
  states: { open: { on: { go: 'done', stop: 'done' } }, done: { type: 'final' } },
});
type M = typeof machine;

function steps(run = vi.fn(async () => ({}))): OrderStepSpec<M>[] {
  return [
    { key: 'audit', event: { type: 'go' }, permission: 'p:go', run },
    { key: 'reject', event: { type: 'stop' }, permission: 'p:stop', run, needsReason: true, danger: true },
  ];
}

describe('offeredOrderSteps', () => {
  it('keeps the steps the machine accepts and the user may take', () => {
    const all = () => true;
    expect(offeredOrderSteps(machine, 'open', { n: 0 }, steps(), all).map((s) => s.key)).toEqual(['audit', 'reject']);
    expect(offeredOrderSteps(machine, 'done', { n: 0 }, steps(), all)).toEqual([]);
    expect(offeredOrderSteps(machine, 'open', { n: 0 }, steps(), (p) => p === 'p:go').map((s) => s.key)).toEqual([
      'audit',
    ]);
  });

  it('offers a step without a permission to every user the machine allows it for', () => {
    const open: OrderStepSpec<M> = { key: 'withdraw', event: { type: 'stop' } };
    expect(offeredOrderSteps(machine, 'open', { n: 0 }, [...steps(), open], () => false).map((s) => s.key)).toEqual([
      'withdraw',
    ]);
    expect(offeredOrderSteps(machine, 'done', { n: 0 }, [open], () => false)).toEqual([]);
  });

  it('counts the tabs', () => {
    expect(tabCount({ open: 2, done: 3 }, 'all')).toBe(5);
    expect(tabCount({ open: 2 }, 'done')).toBe(0);
    expect(tabCount(undefined, 'all')).toBe(0);
  });
});

describe('OrderStepBar', () => {
  it('asks a reason before a step that needs one and sends it trimmed', async () => {
    const run = vi.fn(async () => ({}));
    await renderWithRuntime(
      <OrderStepBar ns="foodDelivery" machine={machine} state="open" context={{ n: 0 }} steps={steps(run)} />,
      { lang: 'EN', user: aUser({ permissions: ['p:go', 'p:stop'] }) },
    );
    const bar = await screen.findByTestId('order-steps');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['step-audit', 'step-reject']);
    fireEvent.click(screen.getByTestId('step-reject'));
    const confirm = screen.getByTestId('confirm-reject') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: '  No room  ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(run).toHaveBeenCalledWith('No room'));
  });

  it('offers nothing without the permission, and opens a dialog step instead of running it', async () => {
    const open = vi.fn();
    const run = vi.fn(async () => ({}));
    await renderWithRuntime(
      <OrderStepBar
        ns="foodDelivery"
        machine={machine}
        state="open"
        context={{ n: 0 }}
        steps={[...steps(run), { key: 'deliver', event: { type: 'go' }, permission: 'p:edit', open }]}
      />,
      { lang: 'EN', user: aUser({ permissions: ['p:edit'] }) },
    );
    const bar = await screen.findByTestId('order-steps');
    expect(within(bar).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('step-deliver'));
    expect(open).toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('OrderStateTabs', () => {
  it('shows each state with its count', async () => {
    await renderWithRuntime(
      <OrderStateTabs
        ns="foodDelivery"
        states={['submitted', 'settled']}
        counts={{ submitted: 2, settled: 1 }}
        value="all"
        onChange={() => {}}
      />,
      { lang: 'EN' },
    );
    expect((await screen.findByTestId('tab-all')).textContent).toBe('All (3)');
    expect(screen.getByTestId('tab-settled').textContent).toMatch(/\(1\)$/);
  });

  it('shows the labels alone on a page without counts', async () => {
    await renderWithRuntime(
      <OrderStateTabs ns="foodDelivery" states={['submitted']} counts={null} value="all" onChange={() => {}} />,
      { lang: 'EN' },
    );
    expect((await screen.findByTestId('tab-all')).textContent).toBe('All');
    expect(screen.getByTestId('tab-submitted').textContent).not.toMatch(/\(/);
  });
});
