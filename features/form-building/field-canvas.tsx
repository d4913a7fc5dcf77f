/**
 * The form designer's canvas (spec §2 /building): the form's fields in order, each a card
 * with a drag handle. Reordering uses @dnd-kit: with the pointer (drag the handle) or the
 * keyboard (focus the handle, space or enter to pick it up, arrows to move, space or enter
 * to drop, Escape to cancel), announced to screen readers in the user's language. A card
 * the server's refusal names is marked with the problem.
 */
import { useMemo } from 'react';
import { Badge, Box, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MdDelete, MdDragIndicator } from 'react-icons/md';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FormField } from '../../platform/forms/form-definition';
import type { DesignProblem } from '../../machines/form-designer.machine';
import { fieldIcon } from './field-templates';
import { useLocalText } from './local-text';

/** Props of {@link FieldCanvas}. */
export interface FieldCanvasProps {
  fields: readonly FormField[];
  selectedId: string | null;
  problems: readonly DesignProblem[];
  /** False while saving: nothing can be changed. */
  editable: boolean;
  onSelect(id: string): void;
  onMove(from: number, to: number): void;
  onRemove(id: string): void;
}

/** The list of fields with drag-and-drop reordering (see the module comment). */
export function FieldCanvas({ fields, selectedId, problems, editable, onSelect, onMove, onRemove }: FieldCanvasProps) {
  const { t } = useTranslation('formBuilding');
  const local = useLocalText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => fields.map((f) => f.id), [fields]);
  const labelOf = (id: unknown) => local(fields.find((f) => f.id === id)?.label);
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('canvas.picked', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('canvas.moved', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('canvas.dropped', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('canvas.cancelled', { label: labelOf(active.id) }),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (fields.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center" color="fg.muted">
        {t('canvas.empty')}
      </Box>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('canvas.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!editable}>
        <Stack as="ol" gap="2" aria-label={t('canvas.title')} listStyleType="none" data-testid="field-canvas">
          {fields.map((field) => (
            <FieldCard
              key={field.id}
              field={field}
              selected={field.id === selectedId}
              problems={problems.filter((p) => p.field === field.id)}
              editable={editable}
              onSelect={onSelect}
              onRemove={onRemove}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/** One field of the canvas: handle, icon, label, type, required badge, remove button, problems. */
function FieldCard({
  field,
  selected,
  problems,
  editable,
  onSelect,
  onRemove,
}: {
  field: FormField;
  selected: boolean;
  problems: readonly DesignProblem[];
  editable: boolean;
  onSelect(id: string): void;
  onRemove(id: string): void;
}) {
  const { t } = useTranslation('formBuilding');
  const local = useLocalText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
  });
  const label = local(field.label);
  const marked = problems.length > 0;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`field-card-${field.id}`}
      data-field-id={field.id}
      aria-current={selected ? 'true' : undefined}
      aria-invalid={marked ? 'true' : undefined}
      borderWidth={selected || marked ? '2px' : '1px'}
      borderColor={marked ? 'red.500' : selected ? 'blue.500' : 'border'}
      bg={isDragging ? 'bg.muted' : 'bg'}
      rounded="md"
      px="2"
      py="2"
      zIndex={isDragging ? 1 : undefined}
      position="relative"
      onClick={() => onSelect(field.id)}
    >
      <HStack gap="2">
        <IconButton
          ref={setActivatorNodeRef}
          aria-label={t('canvas.handle', { label })}
          variant="ghost"
          size="xs"
          cursor="grab"
          disabled={!editable}
          data-testid={`field-handle-${field.id}`}
          {...attributes}
          {...listeners}
        >
          <MdDragIndicator />
        </IconButton>
        <Icon as={fieldIcon(field.type)} color="fg.muted" />
        <Text flex="1" truncate>
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t(`types.${field.type}`)}
        </Text>
        {field.required ? <Badge colorPalette="red">{t('canvas.required')}</Badge> : null}
        <IconButton
          aria-label={t('canvas.remove', { label })}
          variant="ghost"
          size="xs"
          colorPalette="red"
          disabled={!editable}
          onClick={(e) => {
            e.stopPropagation();
            onRemove(field.id);
          }}
        >
          <MdDelete />
        </IconButton>
      </HStack>
      {problems.map((p, i) => (
        <Text key={i} role="alert" color="red.600" fontSize="sm" mt="1" data-testid={`field-problem-${field.id}`}>
          {t('answer.problem', { message: p.message })}
        </Text>
      ))}
    </Box>
  );
}
