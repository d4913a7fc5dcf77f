/**
 * The restaurant's menu as sections (spec §7 /mc/merchandise/dropdown and
 * /mc/merchandise/category/tree): the enabled merchandise grouped by category, the
 * categories in the tree's order (depth first, parents before children), empty ones left
 * out; merchandise of a category the tree does not hold goes into a last "other" section.
 * Pure, so the restaurant and the order form show the same menu.
 */
import type { CategoryNode, MerchandiseOption } from '../../platform/contracts/catering-catalogue.contract';

/** One section: its category (null: "other") and its merchandise in the dropdown's order. */
export interface MenuSection {
  categoryId: number | null;
  /** The category's name in the caller's language (null for "other"). */
  name: string | null;
  items: MerchandiseOption[];
}

/** The categories of `tree`, depth first. */
function flatten(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The sections of `merchandise` under the category `tree` (see the module comment). */
export function menuSections(tree: readonly CategoryNode[], merchandise: readonly MerchandiseOption[]): MenuSection[] {
  const categories = flatten(tree);
  const known = new Set(categories.map((c) => c.id));
  const sections: MenuSection[] = categories
    .map((c) => ({ categoryId: c.id, name: c.name, items: merchandise.filter((m) => m.categoryId === c.id) }))
    .filter((s) => s.items.length > 0);
  const other = merchandise.filter((m) => !known.has(m.categoryId));
  return other.length > 0 ? [...sections, { categoryId: null, name: null, items: other }] : sections;
}
