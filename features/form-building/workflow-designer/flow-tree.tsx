/**
 * The flow as people know it from DingTalk or Feishu: from the initiator down to the end, a
 * "+" between any two nodes (approver, carbon copy, condition), a condition node's branches
 * side by side, each a column of nodes that rejoins below. Laid out by CSS flex only — no
 * computed coordinates — inside a horizontally scrolling frame, so nested conditions widen
 * the flow instead of overlapping. Every action is sent to the designer machine.
 */
import { useState } from 'react';
import { Badge, Box, Button, CloseButton, Flex, HStack, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  Branch,
  ConditionNode,
  WorkflowDefinition,
  WorkflowNode,
} from '../../../platform/workflow/workflow-definition';
import { canMoveBranch, canRemoveBranch, type NodeKind } from '../../../platform/workflow/workflow-tree';
import type { WorkflowDesignerEvent } from '../../../machines/workflow-designer.machine';
import { useLocalText } from './shared';

const LINE = 'border.emphasized';
const HEADER_COLOR: Record<NodeKind, string> = { approver: 'orange.500', copy: 'blue.500', condition: 'teal.600' };

/** What every part of the tree needs: the definition, the problems by id, and the way to the machine. */
export interface FlowTreeProps {
  definition: WorkflowDefinition;
  /** The messages of the problems of each node or branch id. */
  problems: ReadonlyMap<string, string[]>;
  /** Approver and copy node ids on a simulated path: their cards are marked green. */
  onPath?: ReadonlySet<string>;
  send(event: WorkflowDesignerEvent): void;
}

/** A stretch of the vertical line between two parts of the flow. */
function Line({ h = '4' }: { h?: string }) {
  return <Box w="2px" h={h} bg={LINE} flexShrink={0} />;
}

/** The "+" between two nodes and its three choices. */
function AddSlot({ at, send }: { at: { branchId: string | null; index: number }; send: FlowTreeProps['send'] }) {
  const { t } = useTranslation('workflowDesigner');
  const [open, setOpen] = useState(false);
  const add = (kind: NodeKind) => {
    send({ type: 'node.add', at, kind });
    setOpen(false);
  };
  return (
    <Flex direction="column" align="center">
      <Line h="5" />
      <IconButton
        aria-label={t('add')}
        aria-expanded={open}
        size="xs"
        rounded="full"
        colorPalette="blue"
        onClick={() => setOpen((o) => !o)}
      >
        +
      </IconButton>
      {open ? (
        <HStack gap="1" mt="2" p="1" bg="bg" borderWidth="1px" borderRadius="md" shadow="md">
          <Button size="xs" variant="ghost" onClick={() => add('approver')}>
            {t('addApprover')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => add('copy')}>
            {t('addCopy')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => add('condition')}>
            {t('addCondition')}
          </Button>
        </HStack>
      ) : null}
      <Line h="5" />
    </Flex>
  );
}

/** Problem messages under a card, in red. */
function Problems({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Stack gap="0" px="3" pb="2">
      {messages.map((m) => (
        <Text key={m} role="alert" fontSize="xs" color="red.600">
          {m}
        </Text>
      ))}
    </Stack>
  );
}

/** The one-line description of whom an approver or copy node asks. */
function useCandidateSummary(): (node: Exclude<WorkflowNode, ConditionNode>) => string {
  const { t } = useTranslation('workflowDesigner');
  return ({ candidates: c }) => {
    switch (c.type) {
      case 'SPECIFIED':
        return c.userIds.length ? t('summary.SPECIFIED', { count: c.userIds.length }) : t('summary.empty');
      case 'LEADER':
      case 'MULTI_LEADER':
        return t(`summary.${c.type}`, { level: c.directorLevel });
      case 'ROLE':
        return c.roleIds.length ? t('summary.ROLE', { count: c.roleIds.length }) : t('summary.empty');
      case 'VARIABLES':
        return c.fieldId ? t('summary.VARIABLES') : t('summary.empty');
      default:
        return t(`summary.${c.type}`);
    }
  };
}

/** The card of an approver or copy node: click opens its drawer; × asks to remove it. */
function NodeCard({
  node,
  problems,
  onPath,
  send,
}: { node: Exclude<WorkflowNode, ConditionNode> } & Omit<FlowTreeProps, 'definition'>) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const summary = useCandidateSummary();
  const messages = problems.get(node.id);
  const passed = onPath?.has(node.id) ?? false;
  return (
    <Box
      role="group"
      aria-label={text(node.name)}
      data-node-id={node.id}
      data-problem={messages?.length ? 'true' : undefined}
      data-on-path={passed ? 'true' : undefined}
      w="220px"
      flexShrink={0}
      bg="bg"
      borderRadius="md"
      borderWidth={messages?.length || passed ? '2px' : '1px'}
      borderColor={messages?.length ? 'red.500' : passed ? 'green.500' : 'border'}
      shadow="sm"
      overflow="hidden"
    >
      <HStack bg={HEADER_COLOR[node.kind]} color="white" px="3" py="1" justify="space-between">
        <Text fontSize="xs" fontWeight="medium" truncate>
          {text(node.name)}
        </Text>
        <CloseButton
          size="2xs"
          color="white"
          aria-label={t('remove')}
          onClick={() => send({ type: 'node.remove', id: node.id })}
        />
      </HStack>
      <chakra.button
        type="button"
        w="full"
        textAlign="start"
        px="3"
        py="2"
        fontSize="sm"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        onClick={() => send({ type: 'node.select', id: node.id })}
      >
        {summary(node)}
      </chakra.button>
      <Problems messages={messages} />
    </Box>
  );
}

/** The card at the top of a branch: priority, name, conditions; moves and removal where allowed. */
function BranchCard(props: { branch: Branch; definition: WorkflowDefinition } & Omit<FlowTreeProps, 'definition'>) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const { branch, definition, send } = props;
  const messages = props.problems.get(branch.id);
  return (
    <Box
      role="group"
      aria-label={text(branch.name)}
      data-branch-id={branch.id}
      data-problem={messages?.length ? 'true' : undefined}
      w="220px"
      flexShrink={0}
      bg="bg"
      borderRadius="md"
      borderWidth={messages?.length ? '2px' : '1px'}
      borderColor={messages?.length ? 'red.500' : 'border'}
      shadow="sm"
    >
      <HStack px="2" pt="1" justify="space-between">
        <HStack gap="1">
          {canMoveBranch(definition, branch.id, -1) ? (
            <IconButton
              aria-label={t('moveLeft')}
              size="2xs"
              variant="ghost"
              onClick={() => send({ type: 'branch.move', id: branch.id, offset: -1 })}
            >
              ‹
            </IconButton>
          ) : null}
          <Badge size="sm" variant="subtle">
            {t('priority', { n: branch.priority })}
          </Badge>
          {canMoveBranch(definition, branch.id, 1) ? (
            <IconButton
              aria-label={t('moveRight')}
              size="2xs"
              variant="ghost"
              onClick={() => send({ type: 'branch.move', id: branch.id, offset: 1 })}
            >
              ›
            </IconButton>
          ) : null}
        </HStack>
        {canRemoveBranch(definition, branch.id) ? (
          <CloseButton
            size="2xs"
            aria-label={t('remove')}
            onClick={() => send({ type: 'branch.remove', id: branch.id })}
          />
        ) : null}
      </HStack>
      <chakra.button
        type="button"
        w="full"
        textAlign="start"
        px="3"
        pb="2"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        onClick={() => send({ type: 'branch.select', id: branch.id })}
      >
        <Text fontSize="sm" fontWeight="medium" color="teal.700">
          {text(branch.name)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {branch.isDefault
            ? t('otherwise')
            : branch.conditions.length
              ? t('conditionCount', { count: branch.conditions.length })
              : t('noConditions')}
        </Text>
      </chakra.button>
      <Problems messages={messages} />
    </Box>
  );
}

/** A condition node: its header (name, add branch, remove) and its branches side by side. */
function ConditionBlock(props: { node: ConditionNode } & FlowTreeProps) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const { node, send } = props;
  const messages = props.problems.get(node.id);
  const last = node.branches.length - 1;
  return (
    <Flex direction="column" align="center" data-node-id={node.id} role="group" aria-label={text(node.name)}>
      <HStack
        gap="1"
        px="2"
        py="1"
        bg="bg"
        borderRadius="full"
        borderWidth={messages?.length ? '2px' : '1px'}
        borderColor={messages?.length ? 'red.500' : 'border'}
        data-problem={messages?.length ? 'true' : undefined}
        shadow="sm"
      >
        <Button
          size="xs"
          variant="ghost"
          colorPalette="teal"
          onClick={() => send({ type: 'branch.add', conditionId: node.id })}
        >
          {t('addBranch')}
        </Button>
        <CloseButton size="2xs" aria-label={t('remove')} onClick={() => send({ type: 'node.remove', id: node.id })} />
      </HStack>
      <Problems messages={messages} />
      <Flex align="stretch">
        {node.branches.map((branch, i) => (
          <Flex
            key={branch.id}
            direction="column"
            align="center"
            px="6"
            position="relative"
            // The horizontal lines that split and rejoin the flow run from the first column's middle to the last's.
            _before={{
              content: '""',
              position: 'absolute',
              top: 0,
              left: i === 0 ? '50%' : 0,
              right: i === last ? '50%' : 0,
              borderTopWidth: '2px',
              borderColor: LINE,
            }}
            _after={{
              content: '""',
              position: 'absolute',
              bottom: 0,
              left: i === 0 ? '50%' : 0,
              right: i === last ? '50%' : 0,
              borderBottomWidth: '2px',
              borderColor: LINE,
            }}
          >
            <Line h="6" />
            <BranchCard branch={branch} definition={props.definition} problems={props.problems} send={send} />
            <Sequence {...props} nodes={branch.nodes} branchId={branch.id} />
            <Box w="2px" flex="1" minH="4" bg={LINE} />
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

/** A sequence of nodes (the root's or a branch's), with a "+" before, between and after them. */
function Sequence(props: FlowTreeProps & { nodes: WorkflowNode[]; branchId: string | null }) {
  const { nodes, branchId, send } = props;
  return (
    <Flex direction="column" align="center">
      {nodes.map((node, index) => (
        <Flex key={node.id} direction="column" align="center">
          <AddSlot at={{ branchId, index }} send={send} />
          {node.kind === 'condition' ? (
            <ConditionBlock {...props} node={node} />
          ) : (
            <NodeCard node={node} problems={props.problems} onPath={props.onPath} send={send} />
          )}
        </Flex>
      ))}
      <AddSlot at={{ branchId, index: nodes.length }} send={send} />
    </Flex>
  );
}

/** The whole flow in its scrolling frame. */
export function FlowTree(props: FlowTreeProps) {
  const { t } = useTranslation('workflowDesigner');
  return (
    <Box overflow="auto" w="full" bg="bg.subtle" borderRadius="md" py="6" data-testid="workflow-flow">
      <Flex direction="column" align="center" minW="max-content" px="8">
        <Box w="220px" bg="bg" borderRadius="md" borderWidth="1px" shadow="sm" overflow="hidden">
          <Box bg="gray.600" color="white" px="3" py="1" fontSize="xs" fontWeight="medium">
            {t('initiator')}
          </Box>
          <Text px="3" py="2" fontSize="sm">
            {t('initiatorHint')}
          </Text>
        </Box>
        <Sequence {...props} nodes={props.definition.nodes} branchId={null} />
        <Box w="3" h="3" borderRadius="full" bg="gray.400" />
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('end')}
        </Text>
      </Flex>
    </Box>
  );
}
