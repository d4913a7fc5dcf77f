/**
 * A machine's definition as a JSON file for Stately Studio's import: `machine.toJSON()`
 * (states, transitions with their targets, guards and actions by name), pretty-printed.
 */
import type { AnyStateMachine } from 'xstate';

/** The file's name (`<machine id>.json`) and text. */
export function definitionFile(machine: AnyStateMachine): { name: string; text: string } {
  return { name: `${machine.id}.json`, text: `${JSON.stringify(machine.toJSON(), null, 2)}\n` };
}

/** Makes the browser save `machine`'s definition (a blob link clicked, then revoked). */
export function downloadDefinition(machine: AnyStateMachine): void {
  const { name, text } = definitionFile(machine);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
