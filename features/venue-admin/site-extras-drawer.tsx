/**
 * The site drawer of /assets: a site's extras beyond its core fields, in tabs —
 * the room it lies in (rooms of its own floor) and its description; its photos; its
 * devices; its own instructions (booking, usage, safety; without one the scene's apply).
 * Loads /resv/site/extras; each tab saves on its own. Read-only parts follow the
 * permission codes of their calls.
 */
import { useState } from 'react';
import {
  Button,
  CloseButton,
  Drawer,
  Field,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Tabs,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  roomDictList,
  siteExtras,
  siteInstructionSave,
  siteProfileSave,
  type SiteExtras,
} from '../../platform/contracts/venue-extras.contract';
import { ErrorState } from '../../ui/components';
import { toaster, useApi, useCall, useSession } from '../../ui/runtime';
import { DeviceEditor } from './device-editor';
import { InstructionEditor } from './instruction-editor';
import { PhotoManager } from './photo-manager';

/** Room and description of a site, and Save. */
function ProfileTab({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('venueExtras');
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useSession().hasPermi(siteProfileSave.access);
  const rooms = useCall(roomDictList, { floorId: extras.floorId });
  const [roomId, setRoomId] = useState(extras.roomId === null ? '' : String(extras.roomId));
  const [description, setDescription] = useState(extras.description ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await api(siteProfileSave, { siteId: extras.siteId, roomId: roomId ? Number(roomId) : null, description });
      toaster.create({ type: 'success', description: t('resource:saved') });
      await queryClient.invalidateQueries();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <Field.Root disabled={!canEdit}>
        <Field.Label>{t('profile.room')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={roomId} onChange={(e) => setRoomId(e.currentTarget.value)}>
            <option value="">{t('profile.noRoom')}</option>
            {(rooms.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('profile.roomHelp')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('profile.description')}</Field.Label>
        <Textarea
          rows={6}
          readOnly={!canEdit}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </Field.Root>
      {canEdit ? (
        <Button alignSelf="flex-start" size="sm" colorPalette="blue" loading={busy} onClick={() => void save()}>
          {t('save')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The tabs of a loaded site. */
function ExtrasTabs({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('venueExtras');
  const api = useApi();
  const queryClient = useQueryClient();
  const canEditInstructions = useSession().hasPermi(siteInstructionSave.access);
  return (
    <Tabs.Root defaultValue="profile" lazyMount variant="line">
      <Tabs.List>
        <Tabs.Trigger value="profile">{t('tabs.profile')}</Tabs.Trigger>
        <Tabs.Trigger value="photos">{t('tabs.photos', { count: extras.photos.length })}</Tabs.Trigger>
        <Tabs.Trigger value="devices">{t('tabs.devices', { count: extras.devices.length })}</Tabs.Trigger>
        <Tabs.Trigger value="instructions">{t('tabs.instructions')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile">
        <ProfileTab extras={extras} />
      </Tabs.Content>
      <Tabs.Content value="photos">
        <PhotoManager siteId={extras.siteId} photos={extras.photos} />
      </Tabs.Content>
      <Tabs.Content value="devices">
        <DeviceEditor
          key={extras.devices.map((d) => `${d.devKindId}:${d.quantity}`).join()}
          siteId={extras.siteId}
          devices={extras.devices}
        />
      </Tabs.Content>
      <Tabs.Content value="instructions">
        <InstructionEditor
          initial={extras.instructions}
          canEdit={canEditInstructions}
          onSave={async (instructions) => {
            await api(siteInstructionSave, { siteId: extras.siteId, instructions });
            toaster.create({ type: 'success', description: t('resource:saved') });
            await queryClient.invalidateQueries();
          }}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Props of {@link SiteExtrasDrawer}. */
export interface SiteExtrasDrawerProps {
  /** The site shown; null: closed. */
  site: { id: number; name: string } | null;
  onClose: () => void;
}

/** The drawer (see the module comment). */
export function SiteExtrasDrawer({ site, onClose }: SiteExtrasDrawerProps) {
  const { t } = useTranslation('venueExtras');
  const extras = useCall(siteExtras, { siteId: site?.id ?? 0 }, { enabled: site !== null, staleTime: 0 });
  const loaded = extras.data && extras.data.siteId === site?.id ? extras.data : null;
  return (
    <Drawer.Root
      open={site !== null}
      size="lg"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="site-extras">
            <Drawer.Header>
              <Drawer.Title>{t('drawerTitle', { name: site?.name ?? '' })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {extras.isError ? (
                <ErrorState error={extras.error} onRetry={() => void extras.refetch()} />
              ) : loaded ? (
                <ExtrasTabs extras={loaded} />
              ) : (
                <Skeleton h="64" />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
