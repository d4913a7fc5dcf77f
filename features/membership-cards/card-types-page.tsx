/**
 * /card: the club's card types (docs/fitness.md "Card types") — name, kind in words (period,
 * visits, stored value, or a combination), price in yuan, on sale; add and edit with the whole
 * entitlement model and the operation rules (card-type-form.tsx). Editing a type never changes the
 * cards already sold.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CourseKind,
  fitnessCardTypeAdd,
  fitnessCardTypeEdit,
  fitnessCardTypePage,
  type CardTypeRow,
} from '../../platform/contracts/membership-card.contract';
import { sceneList, type VenueChoice } from '../../platform/contracts/assets.contract';
import { ResourcePage, type OptionSource, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import {
  cardTypeFormSchema,
  HoursEditor,
  NEW_CARD_TYPE,
  RulesEditor,
  toCardTypeInput,
  toCardTypeValues,
  type CardTypeFormValues,
} from './card-type-form';
import { yuan } from './shared';

const ON_SALE: ResourceOption[] = [
  { value: 'true', label: 'page.onSale' },
  { value: 'false', label: 'page.offSale' },
];
const ACTIVATION: ResourceOption[] = [
  { value: 'purchase', label: 'activation.purchase' },
  { value: 'firstVisit', label: 'activation.firstVisit' },
];
/** Every scene, named in the user's language (value: id). */
const sceneOptions: OptionSource = {
  call: sceneList,
  toOptions: (rows: VenueChoice[]) => rows.map((s) => ({ value: s.id, label: s.name, raw: true })),
};
const COURSE_KINDS: ResourceOption[] = CourseKind.options.map((k) => ({ value: k, label: `courseKind.${k}` }));

/** The parts of a type's entitlement, as `typeKind.*` keys (period, uses, stored value). */
export function kindParts(row: Pick<CardTypeRow, 'validDays' | 'uses' | 'valueCents'>): string[] {
  return [
    row.validDays !== null ? 'period' : null,
    row.uses !== null ? 'uses' : null,
    row.valueCents !== null ? 'value' : null,
  ].filter((p): p is string => p !== null);
}

/** A type's kind in words, e.g. "period card + visits card". */
function KindText({ row }: { row: CardTypeRow }) {
  const { t } = useTranslation('membershipCard');
  return (
    <>
      {kindParts(row)
        .map((p) => t(`typeKind.${p}`))
        .join(t('typeKind.separator'))}
    </>
  );
}

/** Whether a type is on sale, as a badge. */
function OnSaleBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('membershipCard');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'page.onSale' : 'page.offSale')}</Badge>;
}

/** The declaration of /card. */
export const cardTypesConfig: ResourcePageConfig<typeof fitnessCardTypePage, CardTypeRow> = {
  id: 'cardType',
  ns: 'membershipCard',
  title: 'page.cardTypes',
  list: fitnessCardTypePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'page.typeKeyword', kind: 'text' },
    { name: 'enabled', label: 'page.onSale', kind: 'select', options: ON_SALE },
  ],
  columns: [
    { key: 'name', label: 'page.name' },
    { key: 'kind', label: 'page.typeKind', render: (r) => <KindText row={r} /> },
    { key: 'validDays', label: 'typeForm.validDays', align: 'end' },
    { key: 'uses', label: 'typeForm.uses', align: 'end' },
    { key: 'valueCents', label: 'typeForm.value', align: 'end', render: (r) => yuan(r.valueCents) },
    { key: 'priceCents', label: 'page.price', align: 'end', render: (r) => yuan(r.priceCents) },
    { key: 'enabled', label: 'page.onSale', render: (r) => <OnSaleBadge on={r.enabled} /> },
    { key: 'sort', label: 'page.sort', align: 'end' },
  ],
  form: {
    fields: [
      { name: 'nameCn', label: 'page.nameCn', kind: 'text' },
      { name: 'nameEn', label: 'page.nameEn', kind: 'text' },
      { name: 'nameTc', label: 'page.nameTc', kind: 'text' },
      { name: 'price', label: 'page.price', kind: 'number' },
      {
        name: 'innerPrice',
        label: 'typeForm.innerPrice',
        kind: 'number',
        nullable: true,
        help: 'typeForm.innerPriceHelp',
      },
      { name: 'validDays', label: 'typeForm.validDays', kind: 'number', nullable: true },
      { name: 'uses', label: 'typeForm.uses', kind: 'number', nullable: true },
      { name: 'weekCap', label: 'typeForm.weekCap', kind: 'number', nullable: true },
      { name: 'monthCap', label: 'typeForm.monthCap', kind: 'number', nullable: true },
      { name: 'value', label: 'typeForm.value', kind: 'number', nullable: true },
      { name: 'activation', label: 'typeForm.activation', kind: 'select', options: ACTIVATION },
      { name: 'activationDeadlineDays', label: 'typeForm.activationDeadlineDays', kind: 'number', nullable: true },
      { name: 'sort', label: 'page.sort', kind: 'number', nullable: true },
      { name: 'sceneIds', label: 'typeForm.scenes', kind: 'multiSelect', options: sceneOptions, span: 2 },
      { name: 'courseKinds', label: 'typeForm.courseKinds', kind: 'multiSelect', options: COURSE_KINDS, span: 2 },
      { name: 'hours', label: 'typeForm.hours', kind: 'custom', render: HoursEditor, span: 2 },
      { name: 'rules', label: 'typeForm.rules', kind: 'custom', render: RulesEditor, span: 2 },
      { name: 'enabled', label: 'page.onSale', kind: 'switch' },
    ],
    schema: cardTypeFormSchema,
    create: { call: fitnessCardTypeAdd, permission: fitnessCardTypeAdd.access },
    update: { call: fitnessCardTypeEdit, permission: fitnessCardTypeEdit.access },
    defaults: NEW_CARD_TYPE,
    toValues: (r) => toCardTypeValues(r),
    toInput: (values, row) => {
      const input = toCardTypeInput(values as CardTypeFormValues);
      return row ? { ...input, id: row.id } : input;
    },
    createTitle: 'page.addCardType',
    editTitle: 'page.editCardType',
  },
};

/** /card. */
export default function CardTypesPage() {
  return <ResourcePage config={cardTypesConfig} />;
}
