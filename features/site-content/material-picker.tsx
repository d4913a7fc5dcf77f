/**
 * MaterialPicker: a dialog to pick an image of the media library (spec §2 /MaterialGroup) or
 * upload a new one into the chosen group — for any page that shows a picture (banners now;
 * news and help later). `MaterialField` is the form input built on it: the chosen image's
 * thumbnail and a "Choose image" button.
 */
import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Image,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus } from 'react-icons/lu';
import {
  MATERIAL_IMAGE_TYPES,
  materialGroupList,
  materialPage,
  type MaterialRow,
} from '../../platform/contracts/material.contract';
import { useCall } from '../../ui/runtime';
import { mediaSrc, useUpload } from './upload';
import { UploadButton } from './upload-button';

/** What a picker hands back: the material's id, name and bytes' path (under the proxy base). */
export interface PickedMaterial {
  id: number;
  name: string;
  url: string;
}

/** Props of {@link MaterialPicker}. */
export interface MaterialPickerProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen (or just uploaded) image; the caller closes the dialog. */
  onPick: (material: PickedMaterial) => void;
}

const pickOf = (m: MaterialRow): PickedMaterial => ({ id: m.id, name: m.name, url: m.url });

/** The picker dialog: a group, its images as a grid of thumbnails, Upload, Cancel and Use. */
export function MaterialPicker({ open, onClose, onPick }: MaterialPickerProps) {
  const { t } = useTranslation(['siteContent', 'common']);
  const groups = useCall(materialGroupList, {}, { enabled: open });
  const [groupId, setGroupId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<PickedMaterial | null>(null);
  const { upload, pending } = useUpload();
  const group = groupId ?? groups.data?.[0]?.id ?? null;
  const images = useCall(
    materialPage,
    { groupId: group ?? undefined, kind: 'image', pageNo: 1, pageSize: 100 },
    { enabled: open && group !== null },
  );
  useEffect(() => {
    if (!open) setChosen(null);
  }, [open]);

  return (
    <Dialog.Root open={open} size="xl" placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="material-picker">
            <Dialog.Header>
              <Dialog.Title>{t('picker.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack mb="4" gap="3" wrap="wrap">
                <NativeSelect.Root size="sm" maxW="60">
                  <NativeSelect.Field
                    aria-label={t('library.groups')}
                    value={group ?? ''}
                    onChange={(e) => setGroupId(Number(e.currentTarget.value))}
                  >
                    {groups.data?.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <UploadButton
                  accept={MATERIAL_IMAGE_TYPES.join(',')}
                  pending={pending}
                  disabled={group === null}
                  onFile={async (file) => {
                    if (group === null) return;
                    const stored = await upload(file, group);
                    if (stored) setChosen(pickOf(stored));
                  }}
                />
              </HStack>
              {images.isPending && group !== null ? (
                <Skeleton h="32" />
              ) : images.data?.rows.length ? (
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="listbox" aria-label={t('picker.title')}>
                  {images.data.rows.map((m) => (
                    <chakra.button
                      type="button"
                      key={m.id}
                      role="option"
                      aria-selected={chosen?.id === m.id}
                      onClick={() => setChosen(pickOf(m))}
                      onDoubleClick={() => onPick(pickOf(m))}
                      borderWidth="2px"
                      borderColor={chosen?.id === m.id ? 'blue.solid' : 'border.muted'}
                      borderRadius="md"
                      overflow="hidden"
                      textAlign="start"
                    >
                      <Image src={mediaSrc(m.url)} alt={m.name} h="24" w="full" objectFit="cover" />
                      <Text fontSize="xs" px="2" py="1" truncate>
                        {m.name}
                      </Text>
                    </chakra.button>
                  ))}
                </SimpleGrid>
              ) : (
                <Text color="fg.muted">{t('picker.empty')}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button colorPalette="blue" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
                {t('picker.pick')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Props of {@link MaterialField}. */
export interface MaterialFieldProps {
  value: PickedMaterial | null;
  onChange: (material: PickedMaterial) => void;
  readOnly?: boolean;
}

/** A form input holding one image of the library: its thumbnail (or "none") and a button opening the picker. */
export function MaterialField({ value, onChange, readOnly = false }: MaterialFieldProps) {
  const { t } = useTranslation('siteContent');
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" align="center" gap="3">
      {value ? (
        <Image src={mediaSrc(value.url)} alt={value.name} h="16" w="32" objectFit="cover" borderRadius="md" />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('picker.none')}
        </Text>
      )}
      <Button size="sm" variant="outline" disabled={readOnly} onClick={() => setOpen(true)}>
        <LuImagePlus /> {value ? t('picker.change') : t('picker.choose')}
      </Button>
      <MaterialPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          onChange(m);
          setOpen(false);
        }}
      />
    </Stack>
  );
}
