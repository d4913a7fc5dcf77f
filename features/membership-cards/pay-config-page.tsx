/**
 * /payConfig: the club's payment methods (code, names CN/EN/TC, kind, enabled, order); add and
 * edit (docs/fitness.md "Payments"). A disabled method is refused by every payment.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  PayMethodFields,
  fitnessPayMethodAdd,
  fitnessPayMethodEdit,
  fitnessPayMethodPage,
  type PayMethodRow,
} from '../../platform/contracts/membership-card.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';

const KINDS: ResourceOption[] = ['cash', 'bankCard', 'transfer', 'storedValue'].map((k) => ({
  value: k,
  label: `payKind.${k}`,
}));
const ENABLED: ResourceOption[] = [
  { value: 'true', label: 'page.enabled' },
  { value: 'false', label: 'page.disabled' },
];

/** Whether a method is enabled, as a badge. */
function EnabledBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('membershipCard');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'page.enabled' : 'page.disabled')}</Badge>;
}

/** The declaration of /payConfig. */
export const payConfigConfig: ResourcePageConfig<typeof fitnessPayMethodPage, PayMethodRow> = {
  id: 'payMethod',
  ns: 'membershipCard',
  title: 'page.payConfig',
  list: fitnessPayMethodPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'enabled', label: 'page.status', kind: 'select', options: ENABLED }],
  columns: [
    { key: 'code', label: 'page.code', nowrap: true },
    { key: 'name', label: 'page.name' },
    { key: 'kind', label: 'page.kind', render: (r) => <KindText kind={r.kind} /> },
    { key: 'enabled', label: 'page.status', render: (r) => <EnabledBadge on={r.enabled} /> },
    { key: 'sort', label: 'page.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'code', label: 'page.code', kind: 'text', lockedOnEdit: true },
      { name: 'kind', label: 'page.kind', kind: 'select', options: KINDS },
      { name: 'nameCn', label: 'page.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'page.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'page.nameTc', kind: 'text' },
      { name: 'sort', label: 'page.sort', kind: 'number' },
      { name: 'enabled', label: 'page.enabled', kind: 'switch' },
    ],
    schema: PayMethodFields,
    create: { call: fitnessPayMethodAdd, permission: fitnessPayMethodAdd.access },
    update: { call: fitnessPayMethodEdit, permission: fitnessPayMethodEdit.access },
    defaults: { code: '', kind: 'cash', nameCn: '', nameEn: '', nameTc: '', sort: 0, enabled: true },
    toValues: (r) => ({
      code: r.code,
      kind: r.kind,
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      sort: r.sort,
      enabled: r.enabled,
    }),
    createTitle: 'page.addPayMethod',
    editTitle: 'page.editPayMethod',
  },
};

/** A payment kind in the user's language. */
function KindText({ kind }: { kind: string }) {
  const { t } = useTranslation('membershipCard');
  return <>{t(`payKind.${kind}`)}</>;
}

/** /payConfig. */
export default function PayConfigPage() {
  return <ResourcePage config={payConfigConfig} />;
}
