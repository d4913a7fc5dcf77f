/**
 * Pieces shared by the rules-admin pages: the choices of organisation, role,
 * identity, scene and rule selects (loaded from their calls), and the status (0 enabled,
 * 1 disabled) as a filter, a form select and a badge, with rulesAdmin texts.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { sceneList, type VenueChoice } from '../../platform/contracts/assets.contract';
import { identList, orgTree, type Choice, type OrgNode } from '../../platform/contracts/org.contract';
import { reserveRuleList, type RuleChoice } from '../../platform/contracts/rules.contract';
import type { OptionSource, ResourceField, ResourceFilter, ResourceOption } from '../../ui/resource-page';

/** Organisations depth first, each labelled with its path `University / Sports` (value: id). */
function orgPathOptions(nodes: OrgNode[], parent = ''): ResourceOption[] {
  return nodes.flatMap((n) => {
    const path = parent ? `${parent} / ${n.name}` : n.name;
    return [{ value: n.id, label: path, raw: true }, ...orgPathOptions(n.children, path)];
  });
}

/**
 * The organisation tree (/system/org/tree) as flat check boxes labelled with their paths:
 * each box is exactly that organisation (a rule admits it and the ones below), unlike a
 * `tree` field, which also checks the parents of a checked node.
 */
export const orgChoices: OptionSource = { call: orgTree, toOptions: (nodes: OrgNode[]) => orgPathOptions(nodes) };
export { roleOptions } from '../../ui/resource-page';
/** Active temporary identities (value: code, as sys_user.ident stores it), from /system/ident/list. */
export const identOptions: OptionSource = {
  call: identList,
  toOptions: (rows: Choice[]) => rows.map((i) => ({ value: i.code, label: i.name, raw: true })),
};
/** Every scene, named in the user's language (value: id). */
export const sceneOptions: OptionSource = {
  call: sceneList,
  toOptions: (rows: VenueChoice[]) => rows.map((s) => ({ value: s.id, label: s.name, raw: true })),
};
/** Enabled reservation rules (value: id). */
export const ruleOptions: OptionSource = {
  call: reserveRuleList,
  toOptions: (rows: RuleChoice[]) => rows.map((r) => ({ value: r.id, label: r.name, raw: true })),
};

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('rulesAdmin');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
    </Badge>
  );
}

/** A green "yes" or grey "no" badge. */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('rulesAdmin');
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {t(on ? 'yes' : 'no')}
    </Badge>
  );
}

/** Filter `status`: all, enabled or disabled. */
export const statusFilter: ResourceFilter = {
  name: 'status',
  label: 'status.label',
  kind: 'select',
  options: [
    { value: '0', label: 'status.enabled' },
    { value: '1', label: 'status.disabled' },
  ],
};

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
