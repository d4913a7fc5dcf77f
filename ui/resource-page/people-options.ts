/**
 * Option sources several back-office pages share: the organisation tree for a `tree`
 * field and every role for a select (loaded from their calls through the query cache).
 */
import { orgTree, type OrgNode } from '../../platform/contracts/org.contract';
import { roleDropDown, type RoleOption } from '../../platform/contracts/permission.contract';
import type { OptionSource, ResourceOption } from './types';

/** Organisations as a tree of options (value: id). */
function orgOptions(nodes: OrgNode[]): ResourceOption[] {
  return nodes.map((n) => ({ value: n.id, label: n.name, raw: true, children: orgOptions(n.children) }));
}

/** The organisation tree for a `tree` form field (value: id), from /system/org/tree. */
export const orgTreeOptions: OptionSource = { call: orgTree, toOptions: (nodes: OrgNode[]) => orgOptions(nodes) };

/** Every role (value: id), from /system/permission/role/dropDown. */
export const roleOptions: OptionSource = {
  call: roleDropDown,
  toOptions: (rows: RoleOption[]) => rows.map((r) => ({ value: r.id, label: r.name, raw: true })),
};
