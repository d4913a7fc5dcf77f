/**
 * /formDefine — form definitions (spec §2): list filtered by group, name and status; add /
 * edit (group, names in CN, EN and TC, icon, description, who may start it — organisations,
 * with those under them, and roles; none chosen means no restriction — and enabled); enable /
 * disable; delete; the saved versions (VersionsDialog); and "Design", which opens the form
 * designer at /building?id=<id> (the fields and workflow are saved there as a new version).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formDefineAdd,
  formDefineDelete,
  formDefineEdit,
  formDefinePage,
  type FormDefineRow,
} from '../../platform/contracts/workflow.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import {
  groupFilterOptions,
  groupOptions,
  orgTreeOptions,
  roleOptions,
  shortTime,
  statusColumn,
  statusFilter,
} from './shared';
import { VersionsDialog } from './versions-dialog';

/** The edit input of a row with another status (enable / disable keep everything else). */
function withStatus(r: FormDefineRow, status: 0 | 1) {
  return {
    id: r.id,
    groupId: r.groupId,
    name: r.name,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    icon: r.icon,
    description: r.description,
    startOrgIds: r.startOrgIds,
    startRoleIds: r.startRoleIds,
    status,
  };
}

/** "Everyone", or how many organisations and roles may start the form. */
function StartBy({ row }: { row: FormDefineRow }) {
  const { t } = useTranslation('formAdmin');
  const parts = [
    row.startOrgIds.length ? t('define.orgCount', { count: row.startOrgIds.length }) : '',
    row.startRoleIds.length ? t('define.roleCount', { count: row.startRoleIds.length }) : '',
  ].filter(Boolean);
  return <>{parts.length ? parts.join(' · ') : t('define.everyone')}</>;
}

/** What the page's row actions do besides calls: open the designer, show the versions. */
export interface FormDefineTools {
  design: (row: FormDefineRow) => void;
  showVersions: (row: FormDefineRow) => void;
}

/** The page's declaration, given its tools. */
export function formDefineConfig(tools: FormDefineTools): ResourcePageConfig<typeof formDefinePage, FormDefineRow> {
  return {
    id: 'formDefine',
    ns: 'formAdmin',
    title: 'define.title',
    description: 'define.description',
    list: formDefinePage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'groupId', label: 'define.group', kind: 'select', options: groupFilterOptions },
      { name: 'keyword', label: 'define.keyword', kind: 'text' },
      statusFilter,
    ],
    columns: [
      { key: 'name', label: 'define.name', sortable: true },
      { key: 'nameEn', label: 'define.nameEn' },
      { key: 'groupName', label: 'define.group' },
      { key: 'startBy', label: 'define.startBy', render: (r) => <StartBy row={r} />, noExport: true },
      { key: 'version', label: 'define.version', align: 'end', render: (r) => (r.version ? `v${r.version}` : '—') },
      statusColumn<FormDefineRow>(),
      {
        key: 'updatedAt',
        label: 'define.updatedAt',
        sortable: true,
        nowrap: true,
        render: (r) => shortTime(r.updatedAt),
      },
    ],
    form: {
      fields: [
        { name: 'groupId', label: 'define.group', kind: 'select', options: groupOptions },
        { name: 'name', label: 'define.name', kind: 'text' },
        { name: 'nameEn', label: 'define.nameEn', kind: 'text' },
        { name: 'nameTc', label: 'define.nameTc', kind: 'text' },
        { name: 'icon', label: 'define.icon', kind: 'text' },
        { name: 'status', label: 'define.enabled', kind: 'switch', checkedValue: 0, uncheckedValue: 1 },
        { name: 'description', label: 'define.descriptionField', kind: 'textarea' },
        {
          name: 'startOrgIds',
          label: 'define.startOrgs',
          kind: 'tree',
          options: orgTreeOptions,
          help: 'define.startOrgsHelp',
        },
        {
          name: 'startRoleIds',
          label: 'define.startRoles',
          kind: 'multiSelect',
          options: roleOptions,
          help: 'define.startRolesHelp',
          span: 2,
        },
      ],
      schema: formDefineAdd.input,
      create: { call: formDefineAdd, permission: formDefineAdd.access },
      update: { call: formDefineEdit, permission: formDefineEdit.access },
      defaults: {
        name: '',
        nameEn: '',
        nameTc: '',
        icon: 'form',
        description: '',
        startOrgIds: [],
        startRoleIds: [],
        status: 0,
      },
      toValues: (r) => {
        const { id: _id, ...values } = withStatus(r, r.status);
        return values;
      },
      createTitle: 'define.addTitle',
      editTitle: 'define.editTitle',
    },
    remove: {
      call: formDefineDelete,
      permission: formDefineDelete.access,
      input: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
    rowActions: [
      {
        key: 'design',
        label: 'define.design',
        permission: 'workflow:formDefine:design',
        run: { onClick: tools.design },
      },
      { key: 'versions', label: 'define.versions', run: { onClick: tools.showVersions } },
      {
        key: 'disable',
        label: 'define.disable',
        permission: formDefineEdit.access,
        visible: (r) => r.status === 0,
        confirm: 'define.confirmDisable',
        danger: true,
        run: { call: formDefineEdit, input: (r) => withStatus(r, 1), successMessage: 'resource:done' },
      },
      {
        key: 'enable',
        label: 'define.enable',
        permission: formDefineEdit.access,
        visible: (r) => r.status === 1,
        confirm: 'define.confirmEnable',
        run: { call: formDefineEdit, input: (r) => withStatus(r, 0), successMessage: 'resource:done' },
      },
    ],
  };
}

/** The page component (default export: loaded lazily by the route table). */
export default function FormDefinePage() {
  const navigate = useNavigate();
  const [versionsOf, setVersionsOf] = useState<FormDefineRow | null>(null);
  const config = useMemo(
    () =>
      formDefineConfig({
        design: (row) => void navigate(`/building?id=${row.id}`),
        showVersions: (row) => setVersionsOf(row),
      }),
    [navigate],
  );
  return (
    <>
      <ResourcePage config={config} />
      <VersionsDialog define={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}
