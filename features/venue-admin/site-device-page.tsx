/**
 * /siteRoomDevKind — which devices each site has (spec §2): sites with their
 * room and devices ("Projector × 1"), filtered by name, scene, campus and device kind;
 * "Devices" edits a site's list (kind, quantity, remark) in a dialog. The kinds
 * themselves are kept on /devKindPage.
 */
import { useMemo, useState } from 'react';
import { Badge, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  equipmentDropDown,
  siteDevicePage,
  siteDeviceSave,
  type DevKindChoice,
  type SiteDeviceRow,
} from '../../platform/contracts/venue-extras.contract';
import { ResourcePage, type OptionSource, type ResourcePageConfig } from '../../ui/resource-page';
import { DeviceEditor } from './device-editor';
import { campusOptions, sceneOptions } from './shared';

/** Enabled device kinds (value: id). */
const kindOptions: OptionSource = {
  call: equipmentDropDown,
  toOptions: (rows: DevKindChoice[]) => rows.map((k) => ({ value: k.id, label: k.name, raw: true })),
};

/** A site's devices as badges "Projector × 2". */
function DeviceBadges({ row }: { row: SiteDeviceRow }) {
  const { t } = useTranslation('venueExtras');
  if (row.devices.length === 0) return <>{t('devices.none')}</>;
  return (
    <Flex gap="1" wrap="wrap">
      {row.devices.map((d) => (
        <Badge key={d.devKindId} variant="subtle">
          {t('devices.badge', { name: d.name, count: d.quantity })}
        </Badge>
      ))}
    </Flex>
  );
}

const devicesText = (r: SiteDeviceRow) => r.devices.map((d) => `${d.name} × ${d.quantity}`).join(', ');

/** The page's declaration (without the page's own "Devices" action). */
export const siteDeviceConfig: ResourcePageConfig<typeof siteDevicePage, SiteDeviceRow> = {
  id: 'siteDevice',
  ns: 'venueExtras',
  title: 'siteDevice.title',
  description: 'siteDevice.description',
  list: siteDevicePage,
  rowKey: (r) => r.siteId,
  filters: [
    { name: 'keyword', label: 'siteDevice.site', kind: 'text' },
    { name: 'sceneId', label: 'siteDevice.scene', kind: 'select', options: sceneOptions },
    { name: 'campusId', label: 'siteDevice.campus', kind: 'select', options: campusOptions },
    { name: 'devKindId', label: 'siteDevice.kind', kind: 'select', options: kindOptions },
  ],
  columns: [
    { key: 'siteName', label: 'siteDevice.site', sortable: true },
    { key: 'sceneName', label: 'siteDevice.scene' },
    { key: 'place', label: 'siteDevice.place' },
    { key: 'roomName', label: 'siteDevice.room' },
    { key: 'devices', label: 'siteDevice.devices', render: (r) => <DeviceBadges row={r} />, exportValue: devicesText },
  ],
  export: { permission: siteDevicePage.access, fileName: 'siteDevice.file' },
};

/** The page component (default export: loaded lazily by the route table), with the devices dialog. */
export default function SiteDevicePage() {
  const { t } = useTranslation('venueExtras');
  const [editing, setEditing] = useState<SiteDeviceRow | null>(null);
  const config = useMemo<ResourcePageConfig<typeof siteDevicePage, SiteDeviceRow>>(
    () => ({
      ...siteDeviceConfig,
      rowActions: [
        {
          key: 'devices',
          label: 'siteDevice.edit',
          permission: siteDeviceSave.access,
          run: { onClick: (row) => setEditing(row) },
        },
      ],
    }),
    [],
  );
  return (
    <>
      <ResourcePage config={config} />
      <Dialog.Root
        open={editing !== null}
        size="lg"
        placement="center"
        onOpenChange={(e) => {
          if (!e.open) setEditing(null);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="site-device-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('siteDevice.editTitle', { name: editing?.siteName ?? '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {editing ? (
                  <DeviceEditor siteId={editing.siteId} devices={editing.devices} onSaved={() => setEditing(null)} />
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
