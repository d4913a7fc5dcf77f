/**
 * Check-box trees of options (`tree` fields, e.g. the menus granted to a role):
 * checking a node checks its whole branch; a node with children counts as checked while
 * any descendant is (so a granted button keeps its menu path); the display state of such
 * a node is checked (all), indeterminate (some) or unchecked.
 */
import type { ResourceOption } from './types';

type Value = ResourceOption['value'];

/** The values of a node and of every descendant. */
export function branchValues(node: ResourceOption): Value[] {
  return [node.value, ...(node.children ?? []).flatMap(branchValues)];
}

/**
 * Normalises a checked set against the tree: leaves as given, a node with children
 * included exactly when one of its descendants is. Returns the values in tree order.
 */
export function normalizeChecked(options: readonly ResourceOption[], checked: ReadonlySet<Value>): Value[] {
  const walk = (nodes: readonly ResourceOption[]): Value[] =>
    nodes.flatMap((n) => {
      if (!n.children?.length) return checked.has(n.value) ? [n.value] : [];
      const below = walk(n.children);
      return below.length ? [n.value, ...below] : [];
    });
  return walk(options);
}

/** Checks (`on`) or unchecks a node's whole branch; returns the normalised value list. */
export function toggleNode(
  options: readonly ResourceOption[],
  value: readonly Value[],
  node: ResourceOption,
  on: boolean,
): Value[] {
  const set = new Set(value);
  for (const v of branchValues(node)) {
    if (on) set.add(v);
    else set.delete(v);
  }
  return normalizeChecked(options, set);
}

/** How a node's check box shows: every leaf of its branch checked, some, or none. */
export function nodeState(node: ResourceOption, checked: ReadonlySet<Value>): boolean | 'indeterminate' {
  if (!node.children?.length) return checked.has(node.value);
  const states = node.children.map((c) => nodeState(c, checked));
  if (states.every((s) => s === true)) return true;
  return states.some((s) => s !== false) ? 'indeterminate' : false;
}
