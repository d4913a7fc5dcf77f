/**
 * The caller's saved receivers (spec §7 /mc/applicantInfo: dropdown, add, edit, delete) in a
 * dialog of the order form: the list with Edit and Delete (asked inline first), and one form
 * to add a receiver or edit the chosen one (receiver, phone, area among the rule's areas,
 * address, "use by default"). After a save or a delete the dropdown is read again and
 * `onSaved` gets the saved row (null after a delete). A refused call leaves the form as it
 * was; the API client has shown the server's message.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  applicantInfoAdd,
  applicantInfoDelete,
  applicantInfoDropdown,
  applicantInfoEdit,
  type ApplicantInfoFields,
  type ApplicantInfoRow,
} from '../../platform/contracts/food-delivery.contract';
import { callKey, toaster, useMutationCall } from '../../ui/runtime';
import { AreaField } from './area-field';

/** Props of {@link ApplicantsDialog}. */
export interface ApplicantsDialogProps {
  open: boolean;
  onClose(): void;
  /** The saved receivers (the dropdown's answer). */
  applicants: readonly ApplicantInfoRow[];
  /** The order rule's delivery areas (empty: free text). */
  areas: readonly string[];
  /** After a save (the saved row) or a delete (null). */
  onSaved?(row: ApplicantInfoRow | null): void;
}

const EMPTY: ApplicantInfoFields = { name: '', phone: '', area: '', address: '', isDefault: false };

/** Whether every required field of `f` holds text. */
const complete = (f: ApplicantInfoFields) => [f.name, f.phone, f.area, f.address].every((v) => v.trim().length > 0);

/** The saved-receivers dialog (`applicants-dialog`). */
export function ApplicantsDialog({ open, onClose, applicants, areas, onSaved }: ApplicantsDialogProps) {
  const { t } = useTranslation('conferenceCatering');
  const queryClient = useQueryClient();
  const add = useMutationCall(applicantInfoAdd);
  const edit = useMutationCall(applicantInfoEdit);
  const remove = useMutationCall(applicantInfoDelete);
  const [form, setForm] = useState<ApplicantInfoFields>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ApplicantInfoRow | null>(null);
  const [tried, setTried] = useState(false);
  const busy = add.isPending || edit.isPending || remove.isPending;

  const set = (patch: Partial<ApplicantInfoFields>) => setForm((f) => ({ ...f, ...patch }));
  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
    setTried(false);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: callKey(applicantInfoDropdown) });

  const save = async () => {
    setTried(true);
    if (!complete(form)) return;
    try {
      const row = editing === null ? await add.mutateAsync(form) : await edit.mutateAsync({ ...form, id: editing });
      toaster.create({ type: 'success', description: t('applicants.saved') });
      reset();
      await refresh();
      onSaved?.(row);
    } catch {
      // The client has shown the server's message.
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ ids: [deleting.id] });
      toaster.create({ type: 'success', description: t('applicants.deleted') });
      if (editing === deleting.id) reset();
      setDeleting(null);
      await refresh();
      onSaved?.(null);
    } catch {
      setDeleting(null);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="applicants-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('applicants.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {applicants.length === 0 ? (
                  <Text color="fg.muted">{t('applicants.none')}</Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2" aria-label={t('applicants.title')}>
                    {applicants.map((a) => (
                      <Stack as="li" key={a.id} gap="1" borderWidth="1px" borderRadius="lg" p="3">
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight="semibold">{a.name}</Text>
                          <Text color="fg.muted">{a.phone}</Text>
                          {a.isDefault ? <Badge colorPalette="purple">{t('applicants.default')}</Badge> : null}
                        </HStack>
                        <Text fontSize="sm">
                          {a.area} {a.address}
                        </Text>
                        {deleting?.id === a.id ? (
                          <HStack gap="2" wrap="wrap">
                            <Text fontSize="sm">{t('applicants.confirmDelete', { name: a.name })}</Text>
                            <Button
                              size="xs"
                              colorPalette="red"
                              loading={remove.isPending}
                              onClick={() => void confirmDelete()}
                            >
                              {t('applicants.delete')}
                            </Button>
                            <Button size="xs" variant="outline" onClick={() => setDeleting(null)}>
                              {t('applicants.cancel')}
                            </Button>
                          </HStack>
                        ) : (
                          <HStack gap="2">
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={`${t('applicants.edit')} ${a.name}`}
                              onClick={() => {
                                setEditing(a.id);
                                setTried(false);
                                setForm({
                                  name: a.name,
                                  phone: a.phone,
                                  area: a.area,
                                  address: a.address,
                                  isDefault: a.isDefault,
                                });
                              }}
                            >
                              {t('applicants.edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`${t('applicants.delete')} ${a.name}`}
                              onClick={() => setDeleting(a)}
                            >
                              {t('applicants.delete')}
                            </Button>
                          </HStack>
                        )}
                      </Stack>
                    ))}
                  </Stack>
                )}
                <Stack gap="3" data-testid="applicant-form">
                  <Text fontWeight="semibold">{editing === null ? t('applicants.add') : t('applicants.edit')}</Text>
                  <Field.Root required>
                    <Field.Label>{t('order.receiverName')}</Field.Label>
                    <Input value={form.name} maxLength={64} onChange={(e) => set({ name: e.currentTarget.value })} />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>{t('order.receiverPhone')}</Field.Label>
                    <Input
                      type="tel"
                      value={form.phone}
                      maxLength={32}
                      onChange={(e) => set({ phone: e.currentTarget.value })}
                    />
                  </Field.Root>
                  <AreaField areas={areas} value={form.area} onChange={(area) => set({ area })} />
                  <Field.Root required>
                    <Field.Label>{t('order.address')}</Field.Label>
                    <Input
                      value={form.address}
                      maxLength={200}
                      onChange={(e) => set({ address: e.currentTarget.value })}
                    />
                  </Field.Root>
                  <Checkbox.Root
                    checked={form.isDefault}
                    onCheckedChange={(e) => set({ isDefault: e.checked === true })}
                    colorPalette="purple"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('applicants.isDefault')}</Checkbox.Label>
                  </Checkbox.Root>
                  {tried && !complete(form) ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{t('applicants.incomplete')}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  <HStack gap="2">
                    <Button
                      colorPalette="purple"
                      loading={add.isPending || edit.isPending}
                      disabled={busy}
                      onClick={() => void save()}
                    >
                      {t('applicants.save')}
                    </Button>
                    {editing !== null ? (
                      <Button variant="outline" onClick={reset}>
                        {t('applicants.cancel')}
                      </Button>
                    ) : null}
                  </HStack>
                </Stack>
              </Stack>
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
