import { describe, expect, it } from 'vitest';
import { keysToDepth, visibleRows } from './tree';

interface N {
  id: number;
  children?: N[];
}
const TREE: N[] = [
  { id: 1, children: [{ id: 2, children: [{ id: 3 }] }, { id: 4 }] },
  { id: 5, children: [] },
];
const access = { rowKey: (n: N) => n.id, childrenOf: (n: N) => n.children };

describe('tree table rows', () => {
  it('shows roots and the children of expanded nodes, indented by depth', () => {
    expect(visibleRows(TREE, access, new Set()).map((r) => [r.key, r.depth, r.hasChildren, r.expanded])).toEqual([
      [1, 0, true, false],
      [5, 0, false, false],
    ]);
    expect(visibleRows(TREE, access, new Set([1, 2])).map((r) => [r.key, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
    expect(visibleRows(TREE, access, new Set([2])).map((r) => r.key)).toEqual([1, 5]);
  });

  it('expands to a depth, or everything', () => {
    expect([...keysToDepth(TREE, access, 0)]).toEqual([]);
    expect([...keysToDepth(TREE, access, 1)]).toEqual([1]);
    expect([...keysToDepth(TREE, access, Infinity)]).toEqual([1, 2]);
  });
});
