/**
 * DeviceEditor (/siteRoomDevKind and the site drawer): the devices of one site
 * as editable lines — a device kind (from /system/dev/dict/equipment/dropDown, each kind
 * once), how many, a remark — with add / remove and Save, which replaces the site's set
 * (/resv/siteDevice/save). Read-only without `resv:siteDevice:edit`.
 */
import { useState } from 'react';
import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuPlus, LuX } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { equipmentDropDown, siteDeviceSave, type SiteDevice } from '../../platform/contracts/venue-extras.contract';
import { toaster, useApi, useCall, useSession } from '../../ui/runtime';

/** One line being edited: a kind id (null until chosen), the quantity as typed, the remark. */
interface DraftLine {
  devKindId: number | null;
  quantity: string;
  remark: string;
}

/** Props of {@link DeviceEditor}. */
export interface DeviceEditorProps {
  siteId: number;
  /** The site's devices as stored. */
  devices: SiteDevice[];
  /** After a successful save. */
  onSaved?: () => void;
}

/** Whether a draft can be saved: every line has a kind (each once) and a whole quantity 1–9999. */
function draftValid(lines: DraftLine[]): boolean {
  const kinds = lines.map((l) => l.devKindId);
  return (
    kinds.every((k) => k !== null) &&
    new Set(kinds).size === kinds.length &&
    lines.every((l) => /^\d{1,4}$/.test(l.quantity) && Number(l.quantity) >= 1)
  );
}

/** The device lines of a site and Save (see the module comment). */
export function DeviceEditor({ siteId, devices, onSaved }: DeviceEditorProps) {
  const { t } = useTranslation('venueExtras');
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useSession().hasPermi(siteDeviceSave.access);
  const kinds = useCall(equipmentDropDown, {});
  const [lines, setLines] = useState<DraftLine[]>(() =>
    devices.map((d) => ({
      devKindId: d.devKindId,
      quantity: String(d.quantity),
      remark: d.remark ?? '',
    })),
  );
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<DraftLine>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const valid = draftValid(lines);

  const save = async () => {
    setBusy(true);
    try {
      await api(siteDeviceSave, {
        siteId,
        devices: lines.map((l) => ({
          devKindId: l.devKindId!,
          quantity: Number(l.quantity),
          remark: l.remark.trim() || null,
        })),
      });
      toaster.create({ type: 'success', description: t('resource:saved') });
      await queryClient.invalidateQueries();
      onSaved?.();
    } catch {
      // The client has shown the server's message; the lines stay for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" data-testid="device-editor">
      {lines.length === 0 ? <Text color="fg.muted">{t('devices.none')}</Text> : null}
      {lines.map((line, i) => (
        <HStack key={i} gap="2" align="flex-start">
          <NativeSelect.Root size="sm" flex="2" disabled={!canEdit}>
            <NativeSelect.Field
              aria-label={t('devices.kindOf', { n: i + 1 })}
              value={line.devKindId ?? ''}
              onChange={(e) => set(i, { devKindId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('devices.chooseKind')}</option>
              {(kinds.data ?? []).map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            size="sm"
            w="24"
            type="number"
            min={1}
            readOnly={!canEdit}
            aria-label={t('devices.quantityOf', { n: i + 1 })}
            value={line.quantity}
            onChange={(e) => set(i, { quantity: e.currentTarget.value })}
          />
          <Input
            size="sm"
            flex="3"
            readOnly={!canEdit}
            placeholder={t('devices.remark')}
            aria-label={t('devices.remarkOf', { n: i + 1 })}
            value={line.remark}
            onChange={(e) => set(i, { remark: e.currentTarget.value })}
          />
          {canEdit ? (
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('devices.remove', { n: i + 1 })}
              onClick={() => setLines(lines.filter((_, j) => j !== i))}
            >
              <LuX />
            </IconButton>
          ) : null}
        </HStack>
      ))}
      {canEdit ? (
        <HStack justify="space-between">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setLines([...lines, { devKindId: null, quantity: '1', remark: '' }])}
          >
            <LuPlus />
            {t('devices.add')}
          </Button>
          <Button size="sm" colorPalette="blue" loading={busy} disabled={!valid} onClick={() => void save()}>
            {t('save')}
          </Button>
        </HStack>
      ) : null}
      {canEdit && !valid ? (
        <Text textStyle="sm" color="fg.error" data-testid="device-invalid">
          {t('devices.invalid')}
        </Text>
      ) : null}
    </Stack>
  );
}
