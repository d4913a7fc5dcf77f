/**
 * PhotoManager (the site drawer): a site's photos in display order as
 * thumbnails (served by the unsigned media route under the proxy base), move earlier /
 * later (/resv/site/photo/sort), delete after a confirm, and upload of JPEG, PNG or WebP
 * files up to 2 MiB (checked here first, again by the server), sent base64. Read-only
 * without `resv:site:edit`.
 */
import { useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuArrowLeft, LuArrowRight, LuTrash2, LuUpload } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { Code } from '../../platform/protocol/codes';
import {
  PHOTOS_PER_SITE,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  sitePhotoDelete,
  sitePhotoSort,
  sitePhotoUpload,
  type SitePhoto,
} from '../../platform/contracts/venue-extras.contract';
import { ConfirmDialog } from '../../ui/components';
import { toaster, useApi, useSession } from '../../ui/runtime';

/** The API client's proxy base (DESIGN.md §1), in front of the media route's path. */
const PROXY_BASE = '/gateway';

/** The base64 of a file's bytes. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * Why a file cannot be a photo, as the `context` of MEDIA_INVALID (type, empty, size), or
 * null when it may be sent.
 */
export function photoProblem(file: { type: string; size: number }): 'type' | 'empty' | 'size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > PHOTO_MAX_BYTES ? 'size' : null;
}

/** Props of {@link PhotoManager}. */
export interface PhotoManagerProps {
  siteId: number;
  /** The site's photos in display order. */
  photos: SitePhoto[];
}

/** The thumbnails, their actions and the upload button (see the module comment). */
export function PhotoManager({ siteId, photos }: PhotoManagerProps) {
  const { t } = useTranslation(['venueExtras', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useSession().hasPermi(sitePhotoUpload.access);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SitePhoto | null>(null);

  /** Runs a change, then reloads every read (the drawer's extras among them). */
  const change = async (run: () => Promise<unknown>, message = 'resource:saved') => {
    setBusy(true);
    try {
      await run();
      toaster.create({ type: 'success', description: t(message) });
      await queryClient.invalidateQueries();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const upload = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    for (const file of chosen) {
      const problem = photoProblem(file);
      if (problem) {
        toaster.create({
          type: 'error',
          description: `${file.name}: ${t(`errors:${Code.MEDIA_INVALID}_${problem}`, { max: PHOTO_MAX_BYTES })}`,
        });
        continue;
      }
      await change(
        async () =>
          api(sitePhotoUpload, { siteId, name: file.name, contentType: file.type, data: await base64Of(file) }),
        'photos.uploaded',
      );
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void change(() => api(sitePhotoSort, { siteId, photoIds: ids }));
  };

  return (
    <Stack gap="4" data-testid="photo-manager">
      {photos.length === 0 ? <Text color="fg.muted">{t('photos.none')}</Text> : null}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {photos.map((p, i) => (
          <Box
            key={p.id}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            overflow="hidden"
            data-testid="photo"
          >
            <Image src={`${PROXY_BASE}${p.url}`} alt={p.name} h="28" w="full" objectFit="cover" />
            <HStack justify="space-between" px="2" py="1">
              <Text textStyle="xs" truncate title={p.name}>
                {p.name}
              </Text>
              {canEdit ? (
                <HStack gap="0">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('photos.earlier', { name: p.name })}
                    disabled={busy || i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <LuArrowLeft />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('photos.later', { name: p.name })}
                    disabled={busy || i === photos.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <LuArrowRight />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('photos.delete', { name: p.name })}
                    disabled={busy}
                    onClick={() => setDeleting(p)}
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              ) : null}
            </HStack>
          </Box>
        ))}
      </SimpleGrid>
      {canEdit ? (
        <HStack>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={PHOTO_TYPES.join(',')}
            data-testid="photo-input"
            onChange={(e) => void upload(e.currentTarget.files)}
          />
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            disabled={photos.length >= PHOTOS_PER_SITE}
            onClick={() => input.current?.click()}
          >
            <LuUpload />
            {t('photos.upload')}
          </Button>
          <Text textStyle="xs" color="fg.muted">
            {t('photos.hint', { count: PHOTOS_PER_SITE })}
          </Text>
        </HStack>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="red"
        message={t('photos.confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const photo = deleting!;
          setDeleting(null);
          void change(() => api(sitePhotoDelete, { id: photo.id }), 'resource:deleted');
        }}
      />
    </Stack>
  );
}
