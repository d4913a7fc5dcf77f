/**
 * Pieces shared by the catering catalogue pages: the status (0 enabled, 1 disabled) as a
 * filter, a form select and a badge; the names in three languages as form fields; the dining
 * types (business dictionary mcDiningType) as choices; amounts typed in yuan and sent as cents.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CategoryNode, ItemFormNode } from '../../platform/contracts/catering-catalogue.contract';
import { categoryTree, itemFormTree } from '../../platform/contracts/catering-catalogue.contract';
import { dictItems, type DictOption } from '../../platform/contracts/settings.contract';
import { formatMoney } from '../../ui/components';
import { yuanToCents } from '../../ui/form-renderer/money';
import { useLang } from '../../ui/runtime';
import type { OptionSource, ResourceField, ResourceFilter, ResourceOption } from '../../ui/resource-page';

/** The namespace of the pages. */
export const NS = 'cateringCatalogue';

const STATUS_OPTIONS: ResourceOption[] = [
  { value: 0, label: 'status.enabled' },
  { value: 1, label: 'status.disabled' },
];

/** The status filter of a list. */
export const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: STATUS_OPTIONS,
};

/** The status select of a form. */
export const statusField: ResourceField = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: STATUS_OPTIONS,
};

/** The sort field of a form. */
export const sortField: ResourceField = { name: 'sort', label: 'sort', kind: 'number' };

/** The three name fields (CN required, EN and TC optional: the CN name is shown instead). */
export const nameFields: ResourceField[] = [
  { name: 'nameCn', label: 'nameCn', kind: 'text', span: 2 },
  { name: 'nameEn', label: 'nameEn', kind: 'text' },
  { name: 'nameTc', label: 'nameTc', kind: 'text' },
];

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

/** The dining types of the business dictionary mcDiningType (value: code), labelled by the server. */
export const diningTypeOptions: OptionSource = {
  call: dictItems,
  input: { code: 'mcDiningType' },
  toOptions: (rows: DictOption[]) => rows.map((r) => ({ value: r.value, label: r.label, raw: true })),
};

/** Nodes of a named tree as select choices labelled with their paths `Drinks / Hot drinks` (value: id). */
function pathOptions(nodes: (CategoryNode | ItemFormNode)[], parent = ''): ResourceOption[] {
  return nodes.flatMap((n) => {
    const path = parent ? `${parent} / ${n.name}` : n.name;
    return [{ value: n.id, label: path, raw: true }, ...pathOptions(n.children, path)];
  });
}

/** Every merchandise category, labelled with its path (value: id). */
export const categoryOptions: OptionSource = {
  call: categoryTree,
  toOptions: (nodes: CategoryNode[]) => pathOptions(nodes),
};

/** Every service item, labelled with its path (value: id). */
export const itemFormOptions: OptionSource = {
  call: itemFormTree,
  input: {},
  toOptions: (nodes: ItemFormNode[]) => pathOptions(nodes),
};

/** A yuan amount typed in a form (`12.5`), checked to be convertible to cents. */
export const Yuan = z
  .string()
  .trim()
  .refine((v) => yuanToCents(v) !== null, { message: `${NS}:validation.yuan` });

/** `values` with the yuan field `from` replaced by cents under `to`. */
export function withCents(values: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const { [from]: yuan, ...rest } = values;
  return { ...rest, [to]: yuanToCents(String(yuan ?? '')) ?? 0 };
}

/** An amount in cents shown in the reader's language (formatMoney). */
export function Money({ cents }: { cents: number }) {
  const { lang } = useLang();
  return <>{formatMoney(cents, lang)}</>;
}
