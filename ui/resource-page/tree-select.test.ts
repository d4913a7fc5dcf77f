import { describe, expect, it } from 'vitest';
import { nodeState, normalizeChecked, toggleNode } from './tree-select';
import type { ResourceOption } from './types';

const TREE: ResourceOption[] = [
  {
    value: 1,
    label: 'System',
    children: [
      {
        value: 2,
        label: 'User',
        children: [
          { value: 3, label: 'add' },
          { value: 4, label: 'edit' },
        ],
      },
      { value: 5, label: 'Role' },
    ],
  },
  { value: 6, label: 'Home' },
];

describe('check-box tree', () => {
  it('checks and unchecks whole branches, keeping the path of a checked leaf', () => {
    let v = toggleNode(TREE, [], TREE[0].children![0], true);
    expect(v).toEqual([1, 2, 3, 4]);
    v = toggleNode(TREE, v, { value: 4, label: 'edit' }, false);
    expect(v).toEqual([1, 2, 3]);
    v = toggleNode(TREE, v, { value: 3, label: 'add' }, false);
    expect(v).toEqual([]);
    expect(toggleNode(TREE, [6], TREE[0], true)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('normalises a stored set and shows parents as checked / indeterminate / unchecked', () => {
    expect(normalizeChecked(TREE, new Set([2, 5]))).toEqual([1, 5]);
    const checked = new Set([1, 2, 3]);
    expect(nodeState(TREE[0], checked)).toBe('indeterminate');
    expect(nodeState(TREE[0].children![0], new Set([3, 4]))).toBe(true);
    expect(nodeState(TREE[1], checked)).toBe(false);
  });
});
