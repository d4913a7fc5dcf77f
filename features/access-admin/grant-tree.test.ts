import { describe, expect, it } from 'vitest';
import { checkedFrom, checkStateOf, grantedIds, indexTree, setAll, toggleNode, type CheckNode } from './grant-tree';

const node = (id: number, ...children: CheckNode[]): CheckNode => ({ id, children });

/** app (-1) → folder 1 → page 2 → buttons 3, 4; folder 1 → page 5; app (-2) → page 6. */
const forest = [node(-1, node(1, node(2, node(3), node(4)), node(5))), node(-2, node(6))];
const tree = indexTree(forest);
const states = (checked: Set<number>) =>
  Object.fromEntries([-1, 1, 2, 3, 4, 5, -2, 6].map((id) => [id, checkStateOf(tree, id, checked)]));

describe('grant tree', () => {
  it('checking a parent checks its whole subtree and its ancestors', () => {
    const checked = toggleNode(tree, 2, new Set());
    expect(grantedIds(checked)).toEqual([1, 2, 3, 4]);
    expect(states(checked)).toEqual({
      '-1': 'indeterminate',
      1: 'indeterminate',
      2: 'checked',
      3: 'checked',
      4: 'checked',
      5: 'unchecked',
      '-2': 'unchecked',
      6: 'unchecked',
    });
  });

  it('checking a leaf checks its path up, leaving the parents indeterminate', () => {
    const checked = toggleNode(tree, 4, new Set());
    expect(grantedIds(checked)).toEqual([1, 2, 4]);
    expect([checkStateOf(tree, 2, checked), checkStateOf(tree, 1, checked), checkStateOf(tree, 3, checked)]).toEqual([
      'indeterminate',
      'indeterminate',
      'unchecked',
    ]);
  });

  it('an indeterminate node becomes fully checked on a click, and a checked one unchecks its subtree only', () => {
    const partial = toggleNode(tree, 4, new Set());
    const full = toggleNode(tree, 2, partial);
    expect(checkStateOf(tree, 2, full)).toBe('checked');
    const cleared = toggleNode(tree, 2, full);
    expect(grantedIds(cleared)).toEqual([1]);
    expect(checkStateOf(tree, 1, cleared)).toBe('indeterminate');
  });

  it('the application group checks and unchecks all of its menus, and is never stored', () => {
    const all = toggleNode(tree, -1, new Set());
    expect(grantedIds(all)).toEqual([1, 2, 3, 4, 5]);
    expect(checkStateOf(tree, -1, all)).toBe('checked');
    expect(grantedIds(toggleNode(tree, -1, all))).toEqual([]);
  });

  it('stored ids load as they are: a fully granted app shows checked, a page without buttons indeterminate', () => {
    const loaded = checkedFrom(tree, [1, 2, 3, 4, 5, 6, 99]);
    expect(grantedIds(loaded)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([checkStateOf(tree, -1, loaded), checkStateOf(tree, -2, loaded)]).toEqual(['checked', 'checked']);
    expect(checkStateOf(tree, 2, checkedFrom(tree, [1, 2]))).toBe('indeterminate');
  });

  it('without ancestors (organisations), only the subtree is checked', () => {
    const orgs = indexTree([node(10, node(11, node(12)), node(13))]);
    const checked = toggleNode(orgs, 11, new Set(), false);
    expect(grantedIds(checked)).toEqual([11, 12]);
    expect(checkStateOf(orgs, 10, checked)).toBe('indeterminate');
  });

  it('selects all or nothing', () => {
    expect(grantedIds(setAll(tree, true))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(setAll(tree, false).size).toBe(0);
  });
});
