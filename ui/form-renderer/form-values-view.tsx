/**
 * The values of a submitted form, read only (process details): each input field's label in
 * the current language and its value as text — money in yuan, a date range as "from to to",
 * choices by their labels, organisations by their names in the candidate tree, users by
 * the names the page gives (else their ids). Files the page gives are links to their
 * download route (attachmentPath under the proxy base) named by their file names; as the
 * route needs the session's `token` header, a click fetches the bytes through the runtime
 * and saves them under the file's name (a failure is toasted). Files the page does not
 * give show their ids. Description fields show their text.
 */
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { DataList, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  attachmentPath,
  candidateDept,
  type Attachment,
  type CandidateDept,
} from '../../platform/contracts/workflow-candidate.contract';
import type { FormField, FormSchema, FormValues } from '../../platform/forms/form-definition';
import { isInputField } from '../../platform/forms/form-values-schema';
import { localText } from '../../platform/forms/local-text';
import { saveBlob } from '../components/save-blob';
import { notify, useCall, useRuntime } from '../runtime';
import { centsToYuan } from './money';

/** Props of {@link FormValuesView}. */
export interface FormValuesViewProps {
  schema: FormSchema;
  values: FormValues;
  /** Attachments the values refer to: shown as download links named by their file names. */
  attachments?: Attachment[];
  /** Names of users the values refer to, by id. */
  userNames?: Record<number, string>;
}

/** Organisation id → name, over the whole tree. */
function orgNames(nodes: CandidateDept[], out = new Map<number, string>()): Map<number, string> {
  for (const n of nodes) {
    out.set(n.id, n.name);
    orgNames(n.children, out);
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The label/value list; see the module comment. */
export function FormValuesView({ schema, values, attachments = [], userNames = {} }: FormValuesViewProps) {
  const { t, i18n } = useTranslation('formRenderer');
  const lang = i18n.language;
  const hasOrg = schema.fields.some((f) => f.type === 'org' && !isEmpty(values[f.id]));
  const tree = useCall(candidateDept, {}, { enabled: hasOrg, staleTime: 60_000 });
  const orgs = orgNames(tree.data ?? []);
  const { runtime } = useRuntime();
  const files = new Map(attachments.map((a) => [a.id, a]));

  /** A known file: a link to its download route; a click downloads it with the session. */
  const fileLink = (file: Attachment) => {
    const download = (event: MouseEvent) => {
      event.preventDefault();
      runtime
        .fetchFile(attachmentPath(file.id))
        .then((blob) => saveBlob(blob, file.name))
        .catch(() => notify(t('downloadFailed', { name: file.name }), 'error'));
    };
    return (
      <Link href={runtime.fileUrl(attachmentPath(file.id))} download={file.name} onClick={download} colorPalette="blue">
        {file.name}
      </Link>
    );
  };

  const show = (f: FormField, v: unknown): ReactNode => {
    if (isEmpty(v)) return t('empty');
    const option = (x: unknown) => {
      const o = (f.options ?? []).find((o) => o.value === x);
      return o ? localText(o.label, lang) : String(x);
    };
    switch (f.type) {
      case 'money':
        return typeof v === 'number' ? `${centsToYuan(v)} ${t('yuan')}` : String(v);
      case 'dateRange': {
        const [from, to] = Array.isArray(v) ? v : [];
        return t('range', { from, to });
      }
      case 'singleChoice':
        return option(v);
      case 'multiChoice':
        return (Array.isArray(v) ? v : [v]).map(option).join(', ');
      case 'user':
        return userNames[Number(v)] ?? t('user', { id: v });
      case 'org':
        return orgs.get(Number(v)) ?? t('org', { id: v });
      case 'attachment':
        return (Array.isArray(v) ? v : [v]).map((id, i) => {
          const file = files.get(Number(id));
          return (
            <Fragment key={`${String(id)}-${i}`}>
              {i > 0 ? ', ' : ''}
              {file ? fileLink(file) : t('file', { id })}
            </Fragment>
          );
        });
      default:
        return String(v);
    }
  };

  return (
    <DataList.Root orientation="horizontal" data-testid="form-values">
      {schema.fields.map((f) =>
        isInputField(f) ? (
          <DataList.Item key={f.id}>
            <DataList.ItemLabel>{localText(f.label, lang)}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`value-${f.id}`} whiteSpace="pre-wrap">
              {show(f, values[f.id])}
            </DataList.ItemValue>
          </DataList.Item>
        ) : (
          <Text key={f.id} color="fg.muted" whiteSpace="pre-wrap">
            {localText(f.content ?? f.label, lang)}
          </Text>
        ),
      )}
    </DataList.Root>
  );
}
