/**
 * Joining the waitlist for a full range (/api/reserve/waitlist/join): the site and
 * time, what the waitlist means (booked automatically when it frees, within the rules, and
 * told so), the scene's notices and disclaimers to accept as for a booking, then "Join".
 * On success the booker sees their place in line; a refusal shows the server's message.
 */
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { waitlistJoin, type WaitlistEntry } from '../../platform/contracts/waitlist.contract';
import { useCall, useMutationCall } from '../../ui/runtime';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** Props of {@link WaitlistJoinDialog}: the full range of a site, or null when closed. */
export interface WaitlistJoinDialogProps {
  target: { siteId: number; siteName: string; timeZone: string; start: string; end: string } | null;
  onClose: () => void;
}

/** The dialog (mount it always; it is open while `target` is set). */
export function WaitlistJoinDialog({ target, onClose }: WaitlistJoinDialogProps) {
  const { t, i18n } = useTranslation('booking');
  const [agreed, setAgreed] = useState(false);
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const notices = useCall(reserveNotices, { siteId: target?.siteId ?? 0 }, { enabled: target !== null });
  const join = useMutationCall(waitlistJoin, { onSuccess: setJoined });
  const needsAgreement = (notices.data?.length ?? 0) > 0;
  const close = () => {
    setAgreed(false);
    setJoined(null);
    join.reset();
    onClose();
  };
  if (!target) return null;
  const date = formatDate(target.start, target.timeZone, i18n.language);
  const when = `${date} ${formatTimeRange(target.start, target.end, target.timeZone, i18n.language)}`;
  return (
    <Dialog.Root
      open
      placement="center"
      size="md"
      onOpenChange={(e) => {
        if (!e.open && !join.isPending) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="waitlist-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('waitlist.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontWeight="semibold">
                  {target.siteName} · {when}
                </Text>
                {joined ? (
                  <Alert.Root status="success" borderRadius="lg" data-testid="waitlist-joined">
                    <Alert.Indicator />
                    <Alert.Title>{t('waitlist.joined', { position: joined.position ?? 1 })}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <>
                    <Text fontSize="sm" color="fg.muted">
                      {t('waitlist.explain')}
                    </Text>
                    {needsAgreement ? (
                      <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3">
                        <Stack gap="2" maxH="40" overflowY="auto" tabIndex={0}>
                          {notices.data!.map((n) => (
                            <Box key={n.id}>
                              <Text fontWeight="semibold" fontSize="sm">
                                {n.title}
                              </Text>
                              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                                {n.content}
                              </Text>
                            </Box>
                          ))}
                        </Stack>
                        <Checkbox.Root
                          checked={agreed}
                          onCheckedChange={(e) => setAgreed(e.checked === true)}
                          colorPalette="teal"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t('notices.agree')}</Checkbox.Label>
                        </Checkbox.Root>
                      </Stack>
                    ) : null}
                    {join.error ? (
                      <Alert.Root status="error" borderRadius="lg">
                        <Alert.Indicator />
                        <Alert.Title>{join.error.message}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {joined ? (
                <Button colorPalette="teal" onClick={close}>
                  {t('waitlist.done')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close} disabled={join.isPending}>
                    {t('waitlist.cancel')}
                  </Button>
                  <Button
                    colorPalette="teal"
                    loading={join.isPending}
                    disabled={notices.isPending || (needsAgreement && !agreed)}
                    onClick={() =>
                      join.mutate({
                        siteId: target.siteId,
                        start: target.start,
                        end: target.end,
                        agreements: (notices.data ?? []).map((n) => ({ id: n.id, version: n.version })),
                      })
                    }
                  >
                    {t('waitlist.join')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={join.isPending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
