/**
 * "Subscribe to calendar" on /my: a button opening a dialog with the user's
 * personal calendar feed address (`calendarUrl`, made absolute on this site's origin), a
 * Copy button, a `webcal:` link that opens the calendar application, and "Reset address"
 * (after confirmation, `calendarReset`: the old address stops working).
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus, LuCopy, LuRefreshCw } from 'react-icons/lu';
import { calendarReset, calendarUrl } from '../../platform/contracts/message.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { ConfirmDialog } from '../../ui/components';

/** The absolute feed address of `path` on `origin`, and its `webcal:` form for calendar applications. */
export function feedAddresses(path: string, origin: string): { https: string; webcal: string } {
  const https = new URL(path, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** The subscribe button and its dialog. */
export function CalendarSubscribe() {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const feed = useCall(calendarUrl, undefined, { enabled: open, staleTime: 0 });
  const reset = useMutationCall(calendarReset);
  const address = feed.data ? feedAddresses(feed.data.path, window.location.origin) : null;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.https);
      toaster.create({ type: 'success', title: t('calendar.copied') });
    } catch {
      toaster.create({ type: 'error', title: t('calendar.copyFailed') });
    }
  };

  const confirmReset = async () => {
    try {
      await reset.mutateAsync(undefined);
      toaster.create({ type: 'success', title: t('calendar.resetDone') });
    } catch {
      // The runtime has already shown the server's message (spec §8).
    }
    setConfirming(false);
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setOpen(true)}>
        <LuCalendarPlus /> {t('calendar.subscribe')}
      </Button>
      <Dialog.Root open={open} placement="center" size="md" onOpenChange={(e) => setOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="calendar-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('calendar.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('calendar.help')}
                  </Text>
                  <Field.Root>
                    <Field.Label>{t('calendar.urlLabel')}</Field.Label>
                    <HStack w="full">
                      <Input
                        readOnly
                        value={address?.https ?? ''}
                        data-testid="calendar-url"
                        onFocus={(e) => e.currentTarget.select()}
                        fontFamily="mono"
                        fontSize="xs"
                      />
                      <Button colorPalette="teal" onClick={() => void copy()} disabled={!address}>
                        <LuCopy /> {t('calendar.copy')}
                      </Button>
                    </HStack>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                <Button
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  onClick={() => setConfirming(true)}
                  disabled={!address}
                >
                  <LuRefreshCw /> {t('calendar.reset')}
                </Button>
                <HStack>
                  {address ? (
                    <Button asChild variant="outline" size="sm">
                      <a href={address.webcal}>{t('calendar.open')}</a>
                    </Button>
                  ) : null}
                  <Button size="sm" onClick={() => setOpen(false)}>
                    {t('calendar.close')}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming}
        tone="red"
        pending={reset.isPending}
        message={t('calendar.confirmReset')}
        onConfirm={() => void confirmReset()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
