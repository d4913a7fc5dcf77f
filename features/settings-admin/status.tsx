/**
 * The status (0 enabled, 1 disabled) of dictionaries, items and quick entries, as a
 * resource-page filter, column (a badge) and form switch, with settingsAdmin texts.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn, ResourceField, ResourceFilter } from '../../ui/resource-page';

/** A green "enabled" or grey "disabled" badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('settingsAdmin');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'status.enabled' : 'status.disabled')}
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

/** Form switch `status`: on = 0 (enabled), off = 1. */
export const statusField: ResourceField = {
  name: 'status',
  label: 'status.enabled',
  kind: 'switch',
  checkedValue: 0,
  uncheckedValue: 1,
};

/** Column `status` as a badge; exported as the text. */
export function statusColumn<Row extends { status: number }>(): ResourceColumn<Row> {
  return { key: 'status', label: 'status.label', nowrap: true, render: (r) => <StatusBadge status={r.status} /> };
}
