/**
 * /org — the organisation tree (spec §2 base admin pages): a tree page with
 * add, add child, edit (name, code, parent, leader, order, status) and delete — the leader
 * is whom workflows ask as the organisation's LEADER; the server refuses
 * a parent below the organisation itself and deleting an organisation that still has
 * sub-organisations or users.
 */
import { OrgAddInput, orgAdd, orgDelete, orgEdit, orgTree, type OrgNode } from '../../platform/contracts/org.contract';
import { TreePage, type TreePageConfig } from '../../ui/resource-page';
import { orgTreeOptions, statusColumn, statusField, userOptions } from './shared';

/** The page's declaration. */
export const orgConfig: TreePageConfig<typeof orgTree, OrgNode> = {
  id: 'org',
  ns: 'orgAdmin',
  title: 'org.title',
  description: 'org.description',
  tree: orgTree,
  rowKey: (n) => n.id,
  columns: [
    { key: 'name', label: 'org.name' },
    { key: 'code', label: 'org.code' },
    { key: 'leaderName', label: 'org.leader' },
    { key: 'userCount', label: 'org.userCount', align: 'end' },
    { key: 'sort', label: 'org.sort', align: 'end' },
    statusColumn<OrgNode>(),
  ],
  form: {
    fields: [
      { name: 'parentId', label: 'org.parent', kind: 'tree', single: true, options: orgTreeOptions, span: 2 },
      { name: 'name', label: 'org.name', kind: 'text' },
      { name: 'code', label: 'org.code', kind: 'text' },
      { name: 'leaderId', label: 'org.leader', kind: 'select', options: userOptions, placeholder: 'org.noLeader' },
      { name: 'sort', label: 'org.sort', kind: 'number' },
      statusField,
    ],
    schema: OrgAddInput,
    create: { call: orgAdd, permission: orgAdd.access },
    update: { call: orgEdit, permission: orgEdit.access },
    defaults: { parentId: null, name: '', code: '', leaderId: null, sort: 0, status: 0 },
    toValues: (n) => ({
      parentId: n.parentId,
      name: n.name,
      code: n.code,
      leaderId: n.leaderId,
      sort: n.sort,
      status: n.status,
    }),
    createTitle: 'org.addTitle',
    editTitle: 'org.editTitle',
  },
  addChild: { permission: orgAdd.access },
  remove: { call: orgDelete, permission: orgDelete.access, input: (nodes) => ({ id: nodes[0].id }) },
};

/** The page component (default export: loaded lazily by the route table). */
export default function OrgPage() {
  return <TreePage config={orgConfig} />;
}
