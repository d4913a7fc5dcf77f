/**
 * "Copy" of the application page: the new application's code and names
 * (prefilled from the source), validated with the appCopy contract, then app/copy.
 */
import { useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { appCopy, type AppRow } from '../../platform/contracts/permission.contract';
import { toaster, useMutationCall } from '../../ui/runtime';
import { DialogFrame } from './dialog-frame';

/** Props of {@link AppCopyDialog}. */
export interface AppCopyDialogProps {
  /** The application to copy; null: closed. */
  source: AppRow | null;
  onClose: () => void;
  onCopied: () => void;
}

const FIELDS = ['code', 'nameCn', 'nameEn', 'nameTc'] as const;
type CopyValues = Record<(typeof FIELDS)[number], string>;

/** The dialog (see the module comment). */
export function AppCopyDialog({ source, onClose, onCopied }: AppCopyDialogProps) {
  if (!source) return null;
  return <CopyForm key={source.id} source={source} onClose={onClose} onCopied={onCopied} />;
}

/** The open dialog. */
function CopyForm({ source, onClose, onCopied }: { source: AppRow; onClose: () => void; onCopied: () => void }) {
  const { t } = useTranslation(['accessAdmin', 'resource']);
  const [values, setValues] = useState<CopyValues>({
    code: `${source.code}Copy`,
    nameCn: source.nameCn,
    nameEn: source.nameEn,
    nameTc: source.nameTc,
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const copy = useMutationCall(appCopy, {
    onSuccess: () => {
      toaster.create({ type: 'success', description: t('app.copied') });
      onCopied();
      onClose();
    },
  });
  const ok = () => {
    const parsed = appCopy.input.safeParse({ id: source.id, ...values });
    setInvalid(new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]))));
    if (parsed.success) copy.mutate(parsed.data);
  };
  const label = { code: 'app.code', nameCn: 'app.nameCn', nameEn: 'app.nameEn', nameTc: 'app.nameTc' } as const;
  return (
    <DialogFrame
      open
      title={t('app.copyTitle', { name: source.name })}
      testId="app-copy"
      onClose={onClose}
      onOk={ok}
      saving={copy.isPending}
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {t('app.copyHint')}
        </Text>
        {FIELDS.map((f) => (
          <Field.Root key={f} invalid={invalid.has(f)} required>
            <Field.Label>{t(label[f])}</Field.Label>
            <Input name={f} value={values[f]} onChange={(e) => setValues({ ...values, [f]: e.currentTarget.value })} />
            <Field.ErrorText>{t('resource:validation.invalid')}</Field.ErrorText>
          </Field.Root>
        ))}
      </Stack>
    </DialogFrame>
  );
}
