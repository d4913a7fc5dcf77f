/**
 * The input of each form field type (form-definition.ts FieldType), in the house's Chakra
 * inputs: text and textarea, number (a number, or the typed text when it is none — the
 * schema then says "enter a number"), money (typed in yuan, given as integer cents, money.ts),
 * date (the native date input), date range (two of them, `[from, to]`), single choice (a
 * select), multiple choice (check boxes), user (the people search, ui/participant-picker),
 * organisation (the candidateDept tree as an indented select) and attachment (uploaded through
 * attachmentUpload, listed with remove). Empty answers are `undefined`.
 */
import { useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  CloseButton,
  Flex,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPaperclip } from 'react-icons/lu';
import {
  attachmentUpload,
  candidateDept,
  type Attachment,
  type CandidateDept,
} from '../../platform/contracts/workflow-candidate.contract';
import type { FormField } from '../../platform/forms/form-definition';
import { localText } from '../../platform/forms/local-text';
import { errorMessage } from '../components';
import { UserSearchField } from '../participant-picker';
import { useApi, useCall } from '../runtime';
import { centsToYuan, yuanToCents } from './money';

/** Props of {@link FieldInput}: the field, its value and change handler, and the input's state. */
export interface FieldInputProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  readOnly: boolean;
  invalid: boolean;
  /** Attachments known by id (uploaded here or given by the page), for their names. */
  files: Map<number, Attachment>;
  /** Records an uploaded attachment's metadata. */
  onUploaded: (file: Attachment) => void;
  /** Names of users known by id (picked here or given by the page). */
  userNames: Map<number, string>;
  onUserPicked: (id: number, name: string) => void;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The input of one field (labelled by the surrounding Field.Root / Fieldset). */
export function FieldInput(props: FieldInputProps) {
  const { field: f, value, onChange, onBlur, readOnly, invalid } = props;
  const { i18n } = useTranslation();
  const placeholder = localText(f.placeholder, i18n.language) || undefined;
  const common = { name: f.id, onBlur, readOnly, disabled: readOnly, 'aria-invalid': invalid || undefined };

  switch (f.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={3}
          value={text(value)}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return <NumberInput {...props} placeholder={placeholder} />;
    case 'money':
      return <MoneyInput {...props} placeholder={placeholder} />;
    case 'date':
      return <Input {...common} type="date" value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'dateRange':
      return <DateRangeInput {...props} />;
    case 'singleChoice':
      return <ChoiceSelect {...props} placeholder={placeholder} />;
    case 'multiChoice':
      return <ChoiceBoxes {...props} />;
    case 'user':
      return <UserInput {...props} />;
    case 'org':
      return <OrgSelect {...props} placeholder={placeholder} />;
    case 'attachment':
      return <AttachmentInput {...props} />;
    default:
      return (
        <Input
          {...common}
          type="text"
          value={text(value)}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

type WithPlaceholder = FieldInputProps & { placeholder?: string };

/** A number typed as text; what does not read as a number stays text, for the schema to refuse. */
function NumberInput({ field: f, value, onChange, onBlur, readOnly, invalid, placeholder }: WithPlaceholder) {
  const [typed, setTyped] = useState(text(value));
  return (
    <Input
      name={f.id}
      inputMode="decimal"
      value={typed}
      placeholder={placeholder}
      readOnly={readOnly}
      disabled={readOnly}
      aria-invalid={invalid || undefined}
      onBlur={onBlur}
      onChange={(e) => {
        const t = e.currentTarget.value;
        setTyped(t);
        const n = Number(t);
        onChange(t.trim() === '' ? undefined : Number.isFinite(n) ? n : t);
      }}
    />
  );
}

/** Yuan typed as text, given as integer cents; a text that is no amount stays text (refused as "enter a number"). */
function MoneyInput({ field: f, value, onChange, onBlur, readOnly, invalid, placeholder }: WithPlaceholder) {
  const { t } = useTranslation('formRenderer');
  const [typed, setTyped] = useState(typeof value === 'number' ? centsToYuan(value) : '');
  return (
    <InputGroup endElement={<Text color="fg.muted">{t('yuan')}</Text>}>
      <Input
        name={f.id}
        inputMode="decimal"
        value={typed}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={readOnly}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        onChange={(e) => {
          const s = e.currentTarget.value;
          setTyped(s);
          onChange(s.trim() === '' ? undefined : (yuanToCents(s) ?? s));
        }}
      />
    </InputGroup>
  );
}

/** Two date inputs, each bounded by the other; `[from, to]`, or undefined when both are empty. */
function DateRangeInput({ field: f, value, onChange, onBlur, readOnly, invalid }: FieldInputProps) {
  const { t } = useTranslation('formRenderer');
  const [from, to] = Array.isArray(value) ? (value as string[]) : ['', ''];
  const set = (a: string, b: string) => onChange(a === '' && b === '' ? undefined : [a, b]);
  const common = { type: 'date', onBlur, readOnly, disabled: readOnly, 'aria-invalid': invalid || undefined };
  return (
    <HStack gap="2">
      <Input
        {...common}
        name={`${f.id}From`}
        aria-label={t('from')}
        value={from ?? ''}
        max={to || f.limits?.maxDate}
        min={f.limits?.minDate}
        onChange={(e) => set(e.currentTarget.value, to ?? '')}
      />
      <Text color="fg.muted">–</Text>
      <Input
        {...common}
        name={`${f.id}To`}
        aria-label={t('to')}
        value={to ?? ''}
        min={from || f.limits?.minDate}
        max={f.limits?.maxDate}
        onChange={(e) => set(from ?? '', e.currentTarget.value)}
      />
    </HStack>
  );
}

/** One of the field's options, in a select (the option's value is stored). */
function ChoiceSelect({ field: f, value, onChange, onBlur, readOnly, placeholder }: WithPlaceholder) {
  const { t, i18n } = useTranslation('formRenderer');
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field
        name={f.id}
        onBlur={onBlur}
        value={text(value)}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
      >
        <option value="">{placeholder ?? t('choose')}</option>
        {(f.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {localText(o.label, i18n.language)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Some of the field's options, as check boxes, kept in the options' order. */
function ChoiceBoxes({ field: f, value, onChange, onBlur, readOnly }: FieldInputProps) {
  const { i18n } = useTranslation();
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const all = (f.options ?? []).map((o) => o.value);
  return (
    <Flex wrap="wrap" gap="3" role="group" data-testid={`field-${f.id}`}>
      {(f.options ?? []).map((o) => (
        <Checkbox.Root
          key={o.value}
          size="sm"
          checked={chosen.has(o.value)}
          disabled={readOnly}
          onCheckedChange={(e) => {
            const next = all.filter((v) => (v === o.value ? e.checked === true : chosen.has(v)));
            onChange(next.length ? next : undefined);
          }}
        >
          <Checkbox.HiddenInput onBlur={onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{localText(o.label, i18n.language)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Flex>
  );
}

/** One user: the chosen one with a clear button, or the people search (spec §7 userSearch) to pick one. */
function UserInput({ field: f, value, onChange, readOnly, userNames, onUserPicked }: FieldInputProps) {
  const { t } = useTranslation('formRenderer');
  if (typeof value === 'number') {
    const name = userNames.get(value) ?? t('user', { id: value });
    return (
      <HStack data-testid={`field-${f.id}`} gap="2">
        <Text>{t('userChosen', { name })}</Text>
        {readOnly ? null : <CloseButton size="xs" aria-label={t('userClear')} onClick={() => onChange(undefined)} />}
      </HStack>
    );
  }
  if (readOnly) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <UserSearchField
      label={t('userSearch')}
      onPick={(p) => {
        onUserPicked(p.id, p.name);
        onChange(p.id);
      }}
    />
  );
}

/** The organisations of the candidate tree, depth first with their depth (for indenting). */
function flatten(nodes: CandidateDept[], depth = 0): { dept: CandidateDept; depth: number }[] {
  return nodes.flatMap((dept) => [{ dept, depth }, ...flatten(dept.children, depth + 1)]);
}

/** One organisation of the candidateDept tree, in an indented select. */
function OrgSelect({ field: f, value, onChange, onBlur, readOnly, placeholder }: WithPlaceholder) {
  const { t } = useTranslation('formRenderer');
  const tree = useCall(candidateDept, {}, { staleTime: 60_000 });
  if (!tree.data)
    return (
      <HStack color="fg.muted" fontSize="sm">
        <Spinner size="xs" /> <Text>{t('orgLoading')}</Text>
      </HStack>
    );
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field
        name={f.id}
        onBlur={onBlur}
        value={text(value)}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
      >
        <option value="">{placeholder ?? t('choose')}</option>
        {flatten(tree.data).map(({ dept, depth }) => (
          <option key={dept.id} value={dept.id}>{`${'\u3000'.repeat(depth)}${dept.name}`}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The base64 of a file's bytes (attachmentUpload's `data`). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
}

/** The field's files: a list with remove, and an upload button sending each chosen file to attachmentUpload. */
function AttachmentInput({ field: f, value, onChange, onBlur, readOnly, files, onUploaded }: FieldInputProps) {
  const { t } = useTranslation(['formRenderer', 'errors']);
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const nameOf = (id: number) => files.get(id)?.name ?? t('file', { id });

  const upload = async (chosen: File[]) => {
    setBusy(true);
    setProblem(null);
    const added: number[] = [];
    for (const file of chosen) {
      try {
        const stored = await api(attachmentUpload, {
          name: file.name,
          contentType: file.type || 'application/octet-stream',
          data: await base64Of(file),
        });
        onUploaded(stored);
        added.push(stored.id);
      } catch (error) {
        setProblem(t('uploadFailed', { name: file.name, reason: errorMessage(error) ?? String(error) }));
      }
    }
    setBusy(false);
    if (added.length) onChange([...ids, ...added]);
    onBlur();
  };

  return (
    <Stack gap="2" data-testid={`field-${f.id}`}>
      {ids.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('noFiles')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {ids.map((id) => (
            <HStack as="li" key={id} gap="2" data-testid="attachment">
              <LuPaperclip aria-hidden />
              <Text truncate>{nameOf(id)}</Text>
              {readOnly ? null : (
                <CloseButton
                  size="2xs"
                  aria-label={t('remove', { name: nameOf(id) })}
                  onClick={() => {
                    const rest = ids.filter((x) => x !== id);
                    onChange(rest.length ? rest : undefined);
                  }}
                />
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {readOnly ? null : (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid={`upload-${f.id}`}
            onChange={(e) => {
              const chosen = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (chosen.length) void upload(chosen);
            }}
          />
          <Button size="sm" variant="outline" alignSelf="start" loading={busy} onClick={() => input.current?.click()}>
            <LuPaperclip /> {busy ? t('uploading') : t('upload')}
          </Button>
        </>
      )}
      {problem ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
