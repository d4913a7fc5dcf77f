/**
 * The check-box logic of the role dialogs' trees (grant menus, custom data scope),
 * kept pure so it is unit-tested apart from the view.
 *
 * The state is the set of checked node ids — exactly what grantMenu stores. Checking a
 * node checks its whole subtree and its ancestors (a granted page is reachable only with
 * its folder, spec §4 admittance); unchecking a fully checked node unchecks its subtree.
 * A node shows `checked` when it and its whole subtree are checked, `indeterminate` when
 * some of them are (e.g. a page granted without its buttons), else `unchecked`. The
 * organisation tree of a custom data scope uses the same rules without the ancestors.
 * Grouping nodes that are not grantable (an application above its menus) get negative
 * ids; {@link grantedIds} leaves them out.
 */

/** A node of a check-box tree. */
export interface CheckNode {
  id: number;
  children: CheckNode[];
}

/** What a node's check box shows. */
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Parents and subtrees of a forest, for the operations below. */
export interface CheckTree {
  /** Parent id of each node (null for roots). */
  parentOf: ReadonlyMap<number, number | null>;
  /** Ids of each node's subtree, the node first. */
  subtreeOf: ReadonlyMap<number, readonly number[]>;
}

/** Indexes a forest (ids must be unique across it). */
export function indexTree(roots: readonly CheckNode[]): CheckTree {
  const parentOf = new Map<number, number | null>();
  const subtreeOf = new Map<number, number[]>();
  const visit = (node: CheckNode, parent: number | null): number[] => {
    parentOf.set(node.id, parent);
    const ids = [node.id, ...node.children.flatMap((c) => visit(c, node.id))];
    subtreeOf.set(node.id, ids);
    return ids;
  };
  for (const root of roots) visit(root, null);
  return { parentOf, subtreeOf };
}

/** The check-box state of node `id` under `checked` (grouping nodes count by their grantable subtree). */
export function checkStateOf(tree: CheckTree, id: number, checked: ReadonlySet<number>): CheckState {
  const ids = (tree.subtreeOf.get(id) ?? [id]).filter((x) => x > 0);
  const n = ids.filter((x) => checked.has(x)).length;
  return n === 0 ? 'unchecked' : n === ids.length ? 'checked' : 'indeterminate';
}

/** Ids of the ancestors of `id`, nearest first. */
function ancestorsOf(tree: CheckTree, id: number): number[] {
  const out: number[] = [];
  for (let p = tree.parentOf.get(id) ?? null; p !== null; p = tree.parentOf.get(p) ?? null) out.push(p);
  return out;
}

/**
 * A click on node `id`: a fully checked node unchecks its subtree; otherwise its subtree
 * becomes checked, and with `withAncestors` (menus, default) its ancestors too; the
 * organisations of a data scope are taken as chosen, without their parents. Returns a new set.
 */
export function toggleNode(
  tree: CheckTree,
  id: number,
  checked: ReadonlySet<number>,
  withAncestors = true,
): Set<number> {
  const next = new Set(checked);
  const subtree = tree.subtreeOf.get(id) ?? [id];
  if (checkStateOf(tree, id, checked) === 'checked') {
    for (const x of subtree) next.delete(x);
  } else {
    for (const x of [...subtree, ...(withAncestors ? ancestorsOf(tree, id) : [])]) next.add(x);
  }
  return next;
}

/** Checks every node of the forest (`all`) or none. */
export function setAll(tree: CheckTree, all: boolean): Set<number> {
  return all ? new Set(tree.parentOf.keys()) : new Set();
}

/** The ids to store: the checked grantable (positive) ids, ascending. */
export function grantedIds(checked: ReadonlySet<number>): number[] {
  return [...checked].filter((id) => id > 0).sort((a, b) => a - b);
}

/** The starting set from stored ids, keeping only ids present in the tree. */
export function checkedFrom(tree: CheckTree, ids: readonly number[]): Set<number> {
  return new Set(ids.filter((id) => tree.parentOf.has(id)));
}
