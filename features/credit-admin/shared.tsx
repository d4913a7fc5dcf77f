/**
 * Pieces shared by the credit and quota back-office pages: wire times shown on
 * their own local clock, the status (0 enabled, 1 disabled) as a filter, a form select
 * and a badge, scene and organisation choices, and quota amounts (minutes as hours).
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { sceneList, type VenueChoice } from '../../platform/contracts/assets.contract';
import { orgTree, type OrgNode } from '../../platform/contracts/org.contract';
import type { QuotaUnit } from '../../platform/contracts/quota.contract';
import type { OptionSource, ResourceField, ResourceOption } from '../../ui/resource-page';

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
export function shortTime(iso: string | null): string {
  return iso ? iso.slice(0, 16).replace('T', ' ') : '';
}

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('creditAdmin');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

/** Form select `status` (0 enabled, 1 disabled). */
export const statusField: ResourceField = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: [
    { value: 0, label: 'status.enabled' },
    { value: 1, label: 'status.disabled' },
  ],
};

/** Every scene, named in the user's language (value: id). */
export const sceneOptions: OptionSource = {
  call: sceneList,
  toOptions: (rows: VenueChoice[]) => rows.map((s) => ({ value: s.id, label: s.name, raw: true })),
};

/** Organisations depth first, each labelled with its path `University / Sports` (value: id). */
function orgPathOptions(nodes: OrgNode[], parent = ''): ResourceOption[] {
  return nodes.flatMap((n) => {
    const path = parent ? `${parent} / ${n.name}` : n.name;
    return [{ value: n.id, label: path, raw: true }, ...orgPathOptions(n.children, path)];
  });
}

/** The organisation tree as flat check boxes labelled with their paths (each admits itself and those below). */
export const orgChoices: OptionSource = { call: orgTree, toOptions: (nodes: OrgNode[]) => orgPathOptions(nodes) };

/** A quota amount for a form: hours (one decimal at most) for minutes, else the count. */
export function amountToForm(amount: number, unit: QuotaUnit): number {
  return unit === 'minutes' ? Math.round((amount / 60) * 10) / 10 : amount;
}

/** A form's amount back to the wire: hours → whole minutes, a count as is (rounded). */
export function amountFromForm(amount: unknown, unit: unknown): number {
  const n = Number(amount);
  return unit === 'minutes' ? Math.round(n * 60) : Math.round(n);
}

/** An amount with its unit, e.g. `1.5 h` or `3 bookings`. */
export function AmountText({ amount, unit }: { amount: number; unit: QuotaUnit }) {
  const { t } = useTranslation('creditAdmin');
  return (
    <>{t('quotaRule.amountShown', { amount: amountToForm(amount, unit), unit: t(`quotaRule.unitShort.${unit}`) })}</>
  );
}
