/**
 * The pickers of the drawers, over the server's candidate calls (spec §7
 * /workflow/candidate/dept and getUserByDept/{id}) and the roles dropdown
 * (/system/permission/role/dropDown): people by organisation, organisations from the tree,
 * roles. Each works on ids, as the definition stores them.
 */
import { useRef, useState } from 'react';
import { Box, Checkbox, CloseButton, HStack, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  candidateDept,
  candidateUserByDept,
  type CandidateDept,
} from '../../../platform/contracts/workflow-candidate.contract';
import { roleDropDown } from '../../../platform/contracts/permission.contract';
import { useCall } from '../../../ui/runtime';

/** The organisation tree flattened in display order, each with its depth (0 = a root). */
export function flattenDepts(depts: CandidateDept[], depth = 0): { id: number; name: string; depth: number }[] {
  return depts.flatMap((d) => [{ id: d.id, name: d.name, depth }, ...flattenDepts(d.children, depth + 1)]);
}

/**
 * People picked organisation by organisation: choose an organisation, tick its people; the
 * chosen ones show as tags (with their names once seen in a list). `single`: at most one.
 */
export function UserPicker(props: { label: string; value: number[]; onChange(ids: number[]): void; single?: boolean }) {
  const { t } = useTranslation('workflowDesigner');
  const depts = useCall(candidateDept, undefined, { staleTime: 60_000 });
  const [orgId, setOrgId] = useState(0);
  const users = useCall(candidateUserByDept, { id: orgId }, { enabled: orgId > 0 });
  // Names of the people seen so far, for the tags of those chosen earlier.
  const names = useRef(new Map<number, string>());
  for (const u of users.data ?? []) names.current.set(u.id, u.name);
  const toggle = (id: number, on: boolean) => {
    if (props.single) props.onChange(on ? [id] : []);
    else props.onChange(on ? [...props.value.filter((x) => x !== id), id] : props.value.filter((x) => x !== id));
  };
  return (
    // Not a Field.Root: a field gives its one id to every checkbox inside it.
    <Stack gap="2" w="full" role="group" aria-label={props.label}>
      <Text fontSize="sm" fontWeight="medium">
        {props.label}
      </Text>
      <Stack gap="2" w="full">
        <HStack wrap="wrap" gap="1">
          {props.value.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('drawer.noneChosen')}
            </Text>
          ) : (
            props.value.map((id) => {
              const name = names.current.get(id) ?? `#${id}`;
              return (
                <Tag.Root key={id} size="md" colorPalette="blue">
                  <Tag.Label>{name}</Tag.Label>
                  <Tag.EndElement>
                    <CloseButton
                      size="2xs"
                      aria-label={t('drawer.unselect', { name })}
                      onClick={() => toggle(id, false)}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              );
            })
          )}
        </HStack>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('drawer.pickOrg')}
            value={orgId || ''}
            onChange={(e) => setOrgId(Number(e.currentTarget.value))}
          >
            <option value="">{t('drawer.noOrg')}</option>
            {flattenDepts(depts.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {'\u3000'.repeat(d.depth)}
                {d.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {orgId > 0 && users.data ? (
          users.data.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('drawer.noUsers')}
            </Text>
          ) : (
            <Stack gap="1" maxH="48" overflowY="auto">
              {users.data.map((u) => (
                <Checkbox.Root
                  key={u.id}
                  size="sm"
                  checked={props.value.includes(u.id)}
                  onCheckedChange={() => toggle(u.id, !props.value.includes(u.id))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {u.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({u.account})
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Ticks of `items` (id → label), indented by depth; the value is the ticked ids. */
function Checklist(props: {
  label: string;
  helper?: string;
  items: { id: number; name: string; depth?: number }[];
  value: number[];
  onChange(ids: number[]): void;
}) {
  return (
    <Stack gap="1" w="full" role="group" aria-label={props.label}>
      <Text fontSize="sm" fontWeight="medium">
        {props.label}
      </Text>
      <Stack gap="1" maxH="48" overflowY="auto" w="full">
        {props.items.map((item) => (
          <Box key={item.id} pl={(item.depth ?? 0) * 4}>
            <Checkbox.Root
              size="sm"
              checked={props.value.includes(item.id)}
              onCheckedChange={() =>
                props.onChange(
                  !props.value.includes(item.id) ? [...props.value, item.id] : props.value.filter((x) => x !== item.id),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{item.name}</Checkbox.Label>
            </Checkbox.Root>
          </Box>
        ))}
      </Stack>
      {props.helper ? (
        <Text fontSize="xs" color="fg.muted">
          {props.helper}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Organisations ticked from the candidate tree. */
export function OrgChecklist(props: {
  label: string;
  helper?: string;
  value: number[];
  onChange(ids: number[]): void;
}) {
  const depts = useCall(candidateDept, undefined, { staleTime: 60_000 });
  return <Checklist {...props} items={flattenDepts(depts.data ?? [])} />;
}

/** Roles ticked from the roles dropdown. */
export function RoleChecklist(props: {
  label: string;
  helper?: string;
  value: number[];
  onChange(ids: number[]): void;
}) {
  const roles = useCall(roleDropDown, undefined, { staleTime: 60_000 });
  return <Checklist {...props} items={(roles.data ?? []).map((r) => ({ id: r.id, name: r.name }))} />;
}
