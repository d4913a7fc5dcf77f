/** The downloaded definition is the machine's `toJSON()`, named after the machine. */
import { expect, it } from 'vitest';
import { sameDayBookingMachine } from '../../machines/same-day-booking.machine';
import { definitionFile } from './download-definition';

it('names the file after the machine and holds its definition as JSON', () => {
  const { name, text } = definitionFile(sameDayBookingMachine);
  expect(name).toBe('sameDayBooking.json');
  const parsed = JSON.parse(text) as { id: string; states: Record<string, { on?: Record<string, unknown> }> };
  expect(parsed.id).toBe('sameDayBooking');
  expect(Object.keys(parsed.states)).toEqual(expect.arrayContaining(['pickingSlots', 'checkout', 'booked']));
  expect(parsed.states.pickingSlots.on).toHaveProperty(['slots.confirm']);
});
