/**
 * The club's enabled spaces (studios) as the choices of the class form (/session) and the plan entry form (/plan):
 * `name (capacity)`, the capacity being the most places a class held there may have (docs/fitness-classes.md
 * "Spaces"); the fields' help text says what the number is.
 */
import { fitnessClassSpaceOptions, type ClassSpaceOption } from '../../platform/contracts/club-class.contract';
import type { ResourceOption } from '../../ui/resource-page';

/** A space as a choice: its name and capacity (shown as is: names come from the server). */
export const spaceOption = (s: ClassSpaceOption): ResourceOption => ({
  value: s.id,
  label: `${s.name} (${s.capacity})`,
  raw: true,
});

/** The option source of a space select. */
export const SPACE_OPTIONS = {
  call: fitnessClassSpaceOptions,
  input: {},
  toOptions: (data: never) => (data as ClassSpaceOption[]).map(spaceOption),
};
