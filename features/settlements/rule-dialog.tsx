/**
 * The billing rule dialog (`rule-dialog`; ruleCatering detail / edit): the late-cancellation
 * window in hours, the share billed for a late cancellation and for a no-show (percent), a
 * remark. Anyone with the page sees it; only a holder of `mc:ruleCatering:edit` can change
 * and save it (the others see the fields read-only and a note). Input is checked with the
 * contract's `CateringRule` schema before the call (messages `resource:validation.*`,
 * `rule-error-<field>`).
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CateringRule, ruleCateringDetail, ruleCateringEdit } from '../../platform/contracts/settlement.contract';
import { zodErrorMap } from '../../ui/resource-page/zod-messages';
import { toaster, useApi, useCall } from '../../ui/runtime';
import { campusDateTime } from './time';

const NUMBERS = ['lateCancelHours', 'lateCancelPercent', 'noShowPercent'] as const;
type RuleField = (typeof NUMBERS)[number] | 'remark';

/** The rule as the form holds it: typed text. */
type Draft = Record<RuleField, string>;

/** Props of {@link RuleDialog}. */
export interface RuleDialogProps {
  /** Whether the user may save (holds `mc:ruleCatering:edit`). */
  canEdit: boolean;
  onClose(): void;
}

/** The form of a loaded rule. */
function RuleForm({ rule, canEdit, onClose }: RuleDialogProps & { rule: CateringRule & { updatedAt: string } }) {
  const { t } = useTranslation(['settlementAdmin', 'resource', 'common']);
  const api = useApi();
  const [d, setD] = useState<Draft>({
    lateCancelHours: String(rule.lateCancelHours),
    lateCancelPercent: String(rule.lateCancelPercent),
    noShowPercent: String(rule.noShowPercent),
    remark: rule.remark,
  });
  const [errors, setErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const input = {
      ...Object.fromEntries(NUMBERS.map((k) => [k, d[k].trim() === '' ? Number.NaN : Number(d[k])])),
      remark: d.remark,
    };
    const parsed = CateringRule.safeParse(input, {
      error: zodErrorMap((key, values) => t(key, values ?? {}) as string),
    });
    if (!parsed.success) {
      const found: Partial<Record<RuleField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as RuleField] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api(ruleCateringEdit, parsed.data);
      toaster.create({ type: 'success', description: t('rule.saved') });
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          {canEdit ? null : (
            <Text color="fg.muted" textStyle="sm" data-testid="rule-read-only">
              {t('rule.readOnly')}
            </Text>
          )}
          {NUMBERS.map((k) => (
            <Field.Root key={k} invalid={!!errors[k]} readOnly={!canEdit}>
              <Field.Label>{t(`rule.${k}`)}</Field.Label>
              <Input
                type="number"
                aria-label={t(`rule.${k}`)}
                data-testid={`rule-${k}`}
                value={d[k]}
                onChange={(e) => setD({ ...d, [k]: e.currentTarget.value })}
              />
              {k === 'lateCancelHours' ? <Field.HelperText>{t('rule.lateCancelHoursHelp')}</Field.HelperText> : null}
              <Field.ErrorText data-testid={`rule-error-${k}`}>{errors[k]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Field.Root invalid={!!errors.remark} readOnly={!canEdit}>
            <Field.Label>{t('rule.remark')}</Field.Label>
            <Textarea
              aria-label={t('rule.remark')}
              data-testid="rule-remark"
              value={d.remark}
              onChange={(e) => setD({ ...d, remark: e.currentTarget.value })}
            />
            <Field.ErrorText data-testid="rule-error-remark">{errors.remark}</Field.ErrorText>
          </Field.Root>
          <Text color="fg.muted" textStyle="xs">
            {t('rule.updatedAt', { at: campusDateTime(rule.updatedAt) })}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={busy} onClick={onClose}>
          {canEdit ? t('common:cancel') : t('rule.close')}
        </Button>
        {canEdit ? (
          <Button colorPalette="blue" loading={busy} data-testid="rule-save" onClick={() => void save()}>
            {t('rule.save')}
          </Button>
        ) : null}
      </Dialog.Footer>
    </>
  );
}

/** The dialog, open while mounted (see the module comment). */
export function RuleDialog({ canEdit, onClose }: RuleDialogProps) {
  const { t } = useTranslation('settlementAdmin');
  const rule = useCall(ruleCateringDetail, undefined);
  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="rule-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('rule.title')}</Dialog.Title>
            </Dialog.Header>
            {rule.data ? <RuleForm rule={rule.data} canEdit={canEdit} onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
