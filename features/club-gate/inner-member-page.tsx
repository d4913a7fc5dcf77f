/**
 * /innerMember (spec §2 fitness set): internal members — users of the organisation who use the club at
 * an internal price or free — with their validity and the card type they may use; list (the caller's
 * data scope), add, remove.
 */
import { fitnessCardTypePage, type CardTypeRow } from '../../platform/contracts/membership-card.contract';
import {
  InnerFields,
  innerMemberAdd,
  innerMemberDelete,
  innerMemberPage,
  type InnerRow,
} from '../../platform/contracts/club-gate.contract';
import { ResourcePage, type OptionSource, type ResourcePageConfig } from '../../ui/resource-page';
import { userOptions } from './shared';

/** The card types (value: id), the first 100 (/card's list). */
const cardTypeOptions: OptionSource = {
  call: fitnessCardTypePage,
  input: { pageNo: 1, pageSize: 100 },
  toOptions: (page: { rows: CardTypeRow[] }) => page.rows.map((t) => ({ value: t.id, label: t.name, raw: true })),
};

/** The declaration of /innerMember. */
export const innerMemberConfig: ResourcePageConfig<typeof innerMemberPage, InnerRow> = {
  id: 'inner-member',
  ns: 'clubGate',
  title: 'innerMember.title',
  description: 'innerMember.description',
  list: innerMemberPage,
  rowKey: (r) => r.id,
  filters: [{ name: 'keyword', label: 'innerMember.keyword', kind: 'text' }],
  columns: [
    { key: 'name', label: 'innerMember.name' },
    { key: 'account', label: 'innerMember.account' },
    { key: 'cardTypeName', label: 'innerMember.cardType', render: (r) => r.cardTypeName ?? '—' },
    { key: 'validFrom', label: 'innerMember.validFrom', nowrap: true },
    { key: 'validTo', label: 'innerMember.validTo', nowrap: true },
    { key: 'note', label: 'innerMember.note' },
  ],
  form: {
    fields: [
      { name: 'userId', label: 'innerMember.user', kind: 'select', options: userOptions },
      { name: 'cardTypeId', label: 'innerMember.cardType', kind: 'select', options: cardTypeOptions, nullable: true },
      { name: 'validFrom', label: 'innerMember.validFrom', kind: 'date' },
      { name: 'validTo', label: 'innerMember.validTo', kind: 'date' },
      { name: 'note', label: 'innerMember.note', kind: 'textarea' },
    ],
    schema: InnerFields,
    create: { call: innerMemberAdd, permission: innerMemberAdd.access },
    defaults: { userId: null, cardTypeId: null, validFrom: '', validTo: '', note: '' },
    toValues: (r) => ({ ...r }),
    createTitle: 'innerMember.addTitle',
  },
  remove: {
    call: innerMemberDelete,
    permission: innerMemberDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** /innerMember. */
export default function InnerMemberPage() {
  return <ResourcePage config={innerMemberConfig} />;
}
