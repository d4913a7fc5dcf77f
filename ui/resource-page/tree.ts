/**
 * Tree tables (tree pages): the rows a tree shows given which nodes are
 * expanded, and the key sets of "expand to depth n" / "expand all".
 */

/** One visible row of a tree table. */
export interface TreeRow<Node> {
  node: Node;
  key: string | number;
  /** 0 for roots. */
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** How to walk a tree: a node's key and children. */
export interface TreeAccess<Node> {
  rowKey: (node: Node) => string | number;
  childrenOf: (node: Node) => Node[] | null | undefined;
}

/** The rows shown, depth first: every root, and the children of expanded nodes. */
export function visibleRows<Node>(
  nodes: readonly Node[],
  access: TreeAccess<Node>,
  expanded: ReadonlySet<string | number>,
  depth = 0,
): TreeRow<Node>[] {
  return nodes.flatMap((node) => {
    const key = access.rowKey(node);
    const children = access.childrenOf(node) ?? [];
    const open = children.length > 0 && expanded.has(key);
    const row: TreeRow<Node> = { node, key, depth, hasChildren: children.length > 0, expanded: open };
    return open ? [row, ...visibleRows(children, access, expanded, depth + 1)] : [row];
  });
}

/**
 * Keys of the nodes with children above `depth` (expanding them shows `depth` levels below the roots); Infinity: all.
 */
export function keysToDepth<Node>(
  nodes: readonly Node[],
  access: TreeAccess<Node>,
  depth: number,
): Set<string | number> {
  const out = new Set<string | number>();
  const walk = (list: readonly Node[], d: number) => {
    if (d >= depth) return;
    for (const n of list) {
      const children = access.childrenOf(n) ?? [];
      if (children.length) {
        out.add(access.rowKey(n));
        walk(children, d + 1);
      }
    }
  };
  walk(nodes, 0);
  return out;
}
