/**
 * /group: the club's class types (docs/fitness-classes.md "Class types") — names, capacity, minimum
 * sign-ups, duration, price (yuan in the list; cents in the form, as the contract), the per-member day and
 * week limits, enabled; add and edit. The course kind is always `league`.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ClassTypeFields,
  fitnessClassTypeAdd,
  fitnessClassTypeEdit,
  fitnessClassTypePage,
  type ClassTypeRow,
} from '../../platform/contracts/club-class.contract';
import { formatMoney } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';

/** A price in cents as money in the user's language. */
function Money({ cents }: { cents: number }) {
  const { lang } = useLang();
  return <>{formatMoney(cents, lang)}</>;
}

/** Whether a type is enabled, as a badge. */
function EnabledBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('clubClasses');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'admin.enabled' : 'admin.disabled')}</Badge>;
}

/** The declaration of /group. */
export const classTypesConfig: ResourcePageConfig<typeof fitnessClassTypePage, ClassTypeRow> = {
  id: 'classType',
  ns: 'clubClasses',
  title: 'admin.types',
  list: fitnessClassTypePage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'field.name', kind: 'text' }],
  columns: [
    { key: 'name', label: 'field.name' },
    { key: 'capacity', label: 'field.capacity', align: 'end' },
    { key: 'minSignups', label: 'field.minSignups', align: 'end' },
    { key: 'durationMin', label: 'field.durationMin', align: 'end' },
    { key: 'priceCents', label: 'field.price', align: 'end', render: (r) => <Money cents={r.priceCents} /> },
    { key: 'dayLimit', label: 'field.dayLimit', align: 'end' },
    { key: 'weekLimit', label: 'field.weekLimit', align: 'end' },
    { key: 'enabled', label: 'field.enabled', render: (r) => <EnabledBadge on={r.enabled} /> },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'field.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'field.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'field.nameTc', kind: 'text' },
      { name: 'capacity', label: 'field.capacity', kind: 'number' },
      { name: 'minSignups', label: 'field.minSignups', kind: 'number' },
      { name: 'durationMin', label: 'field.durationMin', kind: 'number' },
      { name: 'priceCents', label: 'field.priceCents', kind: 'number' },
      { name: 'dayLimit', label: 'field.dayLimit', kind: 'number', nullable: true },
      { name: 'weekLimit', label: 'field.weekLimit', kind: 'number', nullable: true },
      { name: 'sort', label: 'admin.sort', kind: 'number' },
      { name: 'enabled', label: 'field.enabled', kind: 'switch' },
      { name: 'description', label: 'field.description', kind: 'textarea' },
    ],
    schema: ClassTypeFields,
    create: { call: fitnessClassTypeAdd, permission: fitnessClassTypeAdd.access },
    update: { call: fitnessClassTypeEdit, permission: fitnessClassTypeEdit.access },
    defaults: {
      nameCn: '',
      nameEn: '',
      nameTc: '',
      capacity: 10,
      minSignups: 0,
      durationMin: 60,
      priceCents: 0,
      dayLimit: null,
      weekLimit: null,
      sort: 0,
      enabled: true,
      description: '',
    },
    toValues: (r) => ({
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      capacity: r.capacity,
      minSignups: r.minSignups,
      durationMin: r.durationMin,
      priceCents: r.priceCents,
      dayLimit: r.dayLimit,
      weekLimit: r.weekLimit,
      sort: r.sort,
      enabled: r.enabled,
      description: r.description,
    }),
    createTitle: 'admin.addType',
    editTitle: 'admin.editType',
  },
};

/** /group. */
export default function ClassTypesPage() {
  return <ResourcePage config={classTypesConfig} />;
}
