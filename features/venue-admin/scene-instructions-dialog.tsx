/**
 * The instructions dialog of /scene: a scene's booking, usage and safety
 * instructions in CN, EN and TC, which apply to its sites without their own. Loads
 * /resv/instr/scene and saves with /resv/instr/saveScene (read-only without
 * `resv:scene:edit`).
 */
import { CloseButton, Dialog, Portal, Skeleton } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sceneInstructionSave, sceneInstructions } from '../../platform/contracts/venue-extras.contract';
import { ErrorState } from '../../ui/components';
import { toaster, useApi, useCall, useSession } from '../../ui/runtime';
import { InstructionEditor } from './instruction-editor';

/** Props of {@link SceneInstructionsDialog}. */
export interface SceneInstructionsDialogProps {
  /** The scene shown; null: closed. */
  scene: { id: number; name: string } | null;
  onClose: () => void;
}

/** The dialog (see the module comment). */
export function SceneInstructionsDialog({ scene, onClose }: SceneInstructionsDialogProps) {
  const { t } = useTranslation('venueExtras');
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useSession().hasPermi(sceneInstructionSave.access);
  const list = useCall(
    sceneInstructions,
    { sceneId: scene?.id ?? 0 },
    { enabled: scene !== null, staleTime: 0, gcTime: 0 },
  );
  return (
    <Dialog.Root
      open={scene !== null}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="scene-instructions">
            <Dialog.Header>
              <Dialog.Title>{t('instructions.sceneTitle', { name: scene?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {list.isError ? (
                <ErrorState error={list.error} onRetry={() => void list.refetch()} />
              ) : list.data && !list.isFetching ? (
                <InstructionEditor
                  initial={list.data}
                  canEdit={canEdit}
                  onSave={async (instructions) => {
                    await api(sceneInstructionSave, { sceneId: scene!.id, instructions });
                    toaster.create({ type: 'success', description: t('resource:saved') });
                    await queryClient.invalidateQueries();
                    onClose();
                  }}
                />
              ) : (
                <Skeleton h="64" />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
