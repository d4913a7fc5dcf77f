/**
 * SlotGrid: every status rendered and named (time range + status text), only free slots
 * pressable, times in the site's zone, selection shown with aria-pressed; past slots
 * folded behind "Show N earlier slots" while later ones remain, unfolded on demand and
 * folded again for a new day.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SlotGrid, foldablePast } from './slot-grid';
import type { Slot } from '../../platform/contracts/reserve.contract';
import { renderWithUi, type RenderWithUiOptions } from '../../ui/components/testing';

/** The terminal's components, rendered in English unless told otherwise. */
const renderInTerminal = (ui: Parameters<typeof renderWithUi>[0], options: RenderWithUiOptions = {}) =>
  renderWithUi(ui, { lang: 'EN', ...options });

afterEach(cleanup);

/** Slots of one Shanghai day, 08:00–13:00, one of each status. */
const SLOTS: Slot[] = [
  { start: '2026-11-23T08:00:00+08:00', end: '2026-11-23T09:00:00+08:00', status: 'past' },
  { start: '2026-11-23T09:00:00+08:00', end: '2026-11-23T10:00:00+08:00', status: 'free' },
  { start: '2026-11-23T10:00:00+08:00', end: '2026-11-23T11:00:00+08:00', status: 'free' },
  { start: '2026-11-23T11:00:00+08:00', end: '2026-11-23T12:00:00+08:00', status: 'taken' },
  { start: '2026-11-23T12:00:00+08:00', end: '2026-11-23T13:00:00+08:00', status: 'held' },
  { start: '2026-11-23T13:00:00+08:00', end: '2026-11-23T14:00:00+08:00', status: 'closed' },
];

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('SlotGrid', () => {
  it('names each slot by time range and status; only free ones are enabled', () => {
    renderInTerminal(<SlotGrid slots={SLOTS} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />);
    fireEvent.click(button('Show 1 earlier slot'));
    expect(button('08:00–09:00 Past').disabled).toBe(true);
    expect(button('09:00–10:00 Available').disabled).toBe(false);
    expect(button('10:00–11:00 Available').disabled).toBe(false);
    expect(button('11:00–12:00 Taken').disabled).toBe(true);
    expect(button('12:00–13:00 On hold').disabled).toBe(true);
    expect(button('13:00–14:00 Closed').disabled).toBe(true);
    expect(within(screen.getByTestId('slot-grid')).getAllByRole('button')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the times in the site time zone', () => {
    renderInTerminal(<SlotGrid slots={SLOTS.slice(1, 2)} timeZone="Europe/London" selected={[]} onToggle={() => {}} />);
    expect(button('01:00–02:00 Available')).toBeTruthy();
  });

  it('renders the status texts in CN and TC', () => {
    renderInTerminal(<SlotGrid slots={SLOTS} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />, {
      lang: 'CN',
    });
    expect(button('09:00–10:00 可预约')).toBeTruthy();
    expect(button('11:00–12:00 已被预约').disabled).toBe(true);
    cleanup();
    renderInTerminal(<SlotGrid slots={SLOTS} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />, {
      lang: 'TC',
    });
    expect(button('13:00–14:00 未開放').disabled).toBe(true);
  });

  it('marks selected slots and reports presses of free slots', () => {
    const onToggle = vi.fn();
    renderInTerminal(<SlotGrid slots={SLOTS} timeZone="Asia/Shanghai" selected={[SLOTS[1]]} onToggle={onToggle} />);
    const chosen = button('09:00–10:00 Selected');
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(button('10:00–11:00 Available').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('10:00–11:00 Available'));
    expect(onToggle).toHaveBeenCalledWith(SLOTS[2]);
    fireEvent.click(button('11:00–12:00 Taken'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('disables everything while busy', () => {
    renderInTerminal(<SlotGrid slots={SLOTS} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} disabled />);
    const grid = within(screen.getByTestId('slot-grid'));
    expect(grid.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('SlotGrid folding the past', () => {
  /** `length` 30-minute slots of a day from 00:00 (default the whole day): the first `past` are past, the rest free. */
  const day = (date: string, past: number, length = 48): Slot[] =>
    Array.from({ length }, (_, i) => ({
      start: `${date}T${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00+08:00`,
      end:
        i === 47
          ? `${date}T23:59:59+08:00`
          : `${date}T${String(Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}:00+08:00`,
      status: i < past ? 'past' : 'free',
    }));

  it('opens at the first slot to come, the past ones behind a toggle that unfolds and folds them', () => {
    renderInTerminal(
      <SlotGrid slots={day('2026-11-23', 20, 24)} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />,
    );
    const grid = within(screen.getByTestId('slot-grid'));
    expect(grid.getAllByRole('button')).toHaveLength(4);
    expect(grid.getAllByRole('button')[0].getAttribute('aria-label')).toBe('10:00–10:30 Available');
    expect(screen.queryByRole('button', { name: /Past$/ })).toBeNull();

    const toggle = button('Show 20 earlier slots');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(grid.getAllByRole('button')).toHaveLength(24);
    expect(button('00:00–00:30 Past').disabled).toBe(true);
    fireEvent.click(button('Hide past slots'));
    expect(grid.getAllByRole('button')).toHaveLength(4);
  });

  it('folds again on a new day, and folds nothing when no slot is past or every one is', () => {
    /** The grid of one day, and a button showing the next. */
    function TwoDays() {
      const [slots, setSlots] = useState(() => day('2026-11-23', 4, 8));
      return (
        <>
          <button type="button" onClick={() => setSlots(day('2026-11-24', 2, 8))}>
            next day
          </button>
          <SlotGrid slots={slots} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />
        </>
      );
    }
    renderInTerminal(<TwoDays />);
    fireEvent.click(button('Show 4 earlier slots'));
    expect(within(screen.getByTestId('slot-grid')).getAllByRole('button')).toHaveLength(8);
    fireEvent.click(button('next day'));
    expect(within(screen.getByTestId('slot-grid')).getAllByRole('button')).toHaveLength(6);
    expect(button('Show 2 earlier slots')).toBeTruthy();

    expect(foldablePast(day('2026-11-23', 0))).toBe(0);
    expect(foldablePast(day('2026-11-23', 48))).toBe(0);
    expect(foldablePast(day('2026-11-23', 47))).toBe(47);
  });

  it('says so in CN', () => {
    renderInTerminal(
      <SlotGrid slots={day('2026-11-23', 3, 6)} timeZone="Asia/Shanghai" selected={[]} onToggle={() => {}} />,
      { lang: 'CN' },
    );
    expect(button('显示更早的 3 个时段')).toBeTruthy();
  });
});

describe('SlotGrid on a daylight-saving day', () => {
  /** New York, 2026-11-01: 01:00 is read twice (−04:00, then −05:00). */
  const AUTUMN: Slot[] = [
    { start: '2026-11-01T00:00:00-04:00', end: '2026-11-01T01:00:00-04:00', status: 'free' },
    { start: '2026-11-01T01:00:00-04:00', end: '2026-11-01T01:00:00-05:00', status: 'free' },
    { start: '2026-11-01T01:00:00-05:00', end: '2026-11-01T02:00:00-05:00', status: 'taken' },
  ];

  it('tells the repeated hour apart by its zone, in the viewer language', () => {
    const onToggle = vi.fn();
    renderInTerminal(<SlotGrid slots={AUTUMN} timeZone="America/New_York" selected={[]} onToggle={onToggle} />);
    expect(button('00:00–01:00 (EDT) Available')).toBeTruthy();
    fireEvent.click(button('01:00 (EDT)–01:00 (EST) Available'));
    expect(onToggle).toHaveBeenCalledWith(AUTUMN[1]);
    expect(button('01:00 (EST)–02:00 Taken').disabled).toBe(true);
    cleanup();
    renderInTerminal(<SlotGrid slots={AUTUMN} timeZone="America/New_York" selected={[]} onToggle={() => {}} />, {
      lang: 'CN',
    });
    expect(button('01:00 (GMT-4)–01:00 (GMT-5) 可预约')).toBeTruthy();
  });
});
