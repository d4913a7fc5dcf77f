/**
 * A tree of check boxes (role dialogs): each node with its tri-state check box
 * (checked / indeterminate / unchecked, grant-tree.ts), children indented, and buttons
 * (menu type 2) side by side under their page. Controlled: `checked` in, `onChange` out.
 */
import { useMemo } from 'react';
import { Box, Checkbox, Flex, Stack } from '@chakra-ui/react';
import {
  checkStateOf,
  indexTree,
  toggleNode,
  type CheckNode,
  type CheckState,
  type CheckTree as Index,
} from './grant-tree';

/** A node as the tree shows it; `type` 2 (button) renders inline with its siblings. */
export interface CheckItem extends CheckNode {
  label: string;
  type?: 0 | 1 | 2;
  children: CheckItem[];
}

/** Props of {@link CheckTree}. */
export interface CheckTreeProps {
  items: CheckItem[];
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Checking a node also checks its ancestors (menus); default true. */
  withAncestors?: boolean;
  /** Accessible name of the tree. */
  label: string;
}

const CHECKED: Record<CheckState, boolean | 'indeterminate'> = {
  checked: true,
  indeterminate: 'indeterminate',
  unchecked: false,
};

/** The tree (see the module comment). */
export function CheckTree({ items, checked, onChange, withAncestors = true, label }: CheckTreeProps) {
  const index = useMemo(() => indexTree(items), [items]);
  return (
    <Stack gap="1" role="tree" aria-label={label}>
      {items.map((item) => (
        <Branch
          key={item.id}
          item={item}
          index={index}
          checked={checked}
          onToggle={(id) => onChange(toggleNode(index, id, checked, withAncestors))}
        />
      ))}
    </Stack>
  );
}

interface BranchProps {
  item: CheckItem;
  index: Index;
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** One node's check box. */
function NodeBox({ item, index, checked, onToggle }: BranchProps) {
  const state = checkStateOf(index, item.id, checked);
  return (
    <Checkbox.Root
      size="sm"
      checked={CHECKED[state]}
      onCheckedChange={() => onToggle(item.id)}
      data-testid={`check-${item.id}`}
      data-check={state}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight={item.children.length ? 'medium' : 'normal'}>{item.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A node and, indented below it, its children (buttons in one wrapping row). */
function Branch(props: BranchProps) {
  const { item } = props;
  const buttons = item.children.filter((c) => c.type === 2);
  const others = item.children.filter((c) => c.type !== 2);
  return (
    <Box role="treeitem" aria-selected={checkStateOf(props.index, item.id, props.checked) !== 'unchecked'}>
      <NodeBox {...props} />
      {item.children.length ? (
        <Stack gap="1" ps="6" pt="1">
          {buttons.length ? (
            <Flex wrap="wrap" gap="3">
              {buttons.map((b) => (
                <NodeBox key={b.id} {...props} item={b} />
              ))}
            </Flex>
          ) : null}
          {others.map((c) => (
            <Branch key={c.id} {...props} item={c} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
