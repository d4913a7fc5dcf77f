/**
 * /quick (spec §2 variant 0/3): quick booking, driven by the quickBooking machine
 * (machines/quick-booking.machine.ts). Pick a scene; the page shows the next free slot
 * found (`quick/current`) with its site and place, and "Take it" (held with `lockSite`
 * while the form is filled), "Another one" or "Back"; then the form with the scene's
 * notices, submitted with `addReserve`. The hold, its release and expiry timer, and the
 * booking's idempotency key (one per request, kept for a retry after a lost answer) come
 * from ui/booking-checkout, shared with the other wizards. Refusals of the search, hold and booking are shown
 * on the page, not as toasts.
 */
import { useMemo, useRef, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { LuMapPin, LuZap } from 'react-icons/lu';
import { connectQuickBooking, type QuickBookingView } from '../../machines/quick-booking.connect';
import { quickBookingMachine, type FindSlotInput } from '../../machines/quick-booking.machine';
import { FORM_LIMITS } from '../../machines/booking-checkout.machine';
import { quickCurrent, type QuickSlot } from '../../platform/contracts/quick.contract';
import type { ReservationDetail } from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { useApi, useCall } from '../../ui/runtime';
import {
  ApprovalForm,
  useApprovalForm,
  useBookingCheckout,
  useHoldExpiry,
  useWizardView,
} from '../../ui/booking-checkout';
import { ErrorState } from '../../ui/components';
import { NoticeAccept } from '../../ui/notice-accept';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { formatDate, formatTime, formatTimeRange } from '../../ui/terminal-shell/time-format';
import { actorInspection } from '../../machines/inspection';

/** Marks bookings made here as quick ones (stored as kind `quick`, for the statistics). */
const QUICK_BOOKING = { quick: true } as const;

/** Runs the machine with the calls bound; returns its view-model. */
function useQuickBooking(): QuickBookingView {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const checkout = useBookingCheckout({ extra: QUICK_BOOKING });
  const machine = useMemo(
    () =>
      quickBookingMachine.provide({
        actors: {
          findSlot: fromPromise<QuickSlot | null, FindSlotInput>(
            async ({ input }) => (await apiRef.current(quickCurrent, input, { notify: false })).slot,
          ),
          bookingCheckout: checkout.machine,
        },
      }),
    [checkout],
  );
  const actor = useActorRef(machine, { inspect: actorInspection });
  const view = useWizardView(actor, connectQuickBooking);
  useHoldExpiry(actor, view.hold?.id ?? null, checkout);
  return view;
}

/** The quick-booking page. */
export function QuickPage() {
  const { t } = useTranslation(['quick', 'terminal']);
  const view = useQuickBooking();
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          <LuZap style={{ display: 'inline', marginInlineEnd: 8 }} aria-hidden />
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
        <Button asChild variant="plain" colorPalette="teal" px="0">
          <RouterLink to="/quickReserve">{t('period.link')}</RouterLink>
        </Button>
      </Box>
      {view.isChoosingScene ? <ScenePicker onPick={view.selectScene} /> : null}
      {view.isSearching || view.isHolding ? (
        <HStack role="status">
          <Spinner color="teal.500" />
          <Text>{t(view.isSearching ? 'searching' : 'holding')}</Text>
        </HStack>
      ) : null}
      {view.error && !view.isConfirming ? (
        <Alert.Root status="error" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{view.error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {view.slot && (view.isOffer || view.isHoldExpired) ? (
        <SlotCard slot={view.slot} heading={t('offerHeading')} />
      ) : null}
      {view.isOffer ? (
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="teal" onClick={view.take}>
            {t('take')}
          </Button>
          <Button variant="outline" onClick={view.another}>
            {t('another')}
          </Button>
          <Button variant="ghost" onClick={view.back}>
            {t('back')}
          </Button>
        </HStack>
      ) : null}
      {view.isNone || view.isConflict ? (
        <Stack gap="3">
          <Text>{view.isConflict ? t('conflict') : t('none')}</Text>
          <HStack gap="3">
            <Button colorPalette="teal" onClick={view.searchAgain}>
              {t('searchAgain')}
            </Button>
            <Button variant="ghost" onClick={view.back}>
              {t('back')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {view.isHoldExpired ? (
        <Stack gap="3">
          <Text>{t('holdExpired')}</Text>
          <HStack gap="3">
            <Button colorPalette="teal" onClick={view.take}>
              {t('holdAgain')}
            </Button>
            <Button variant="outline" onClick={view.searchAgain}>
              {t('searchAgain')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {view.slot && (view.isConfirming || view.isSubmitting) ? <ConfirmForm view={view} slot={view.slot} /> : null}
      {view.isBooked && view.reservation ? <Booked view={view} reservation={view.reservation} /> : null}
    </Stack>
  );
}

/** The scenes as buttons. */
function ScenePicker({ onPick }: { onPick(sceneId: number): void }) {
  const { t } = useTranslation(['quick', 'terminal']);
  const scenes = useCall(sceneList, {});
  if (scenes.isError)
    return <ErrorState title={t('terminal:loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />;
  return (
    <Box as="section" aria-labelledby="quick-scenes">
      <Heading as="h2" id="quick-scenes" size="md" mb="3">
        {t('sceneHeading')}
      </Heading>
      {scenes.isPending ? (
        <Spinner />
      ) : (
        <Wrap as="ul" listStyleType="none" gap="2">
          {scenes.data
            .filter((s) => s.siteCount > 0)
            .map((scene) => (
              <li key={scene.id}>
                <Button
                  size="lg"
                  borderRadius="full"
                  colorPalette="teal"
                  variant="outline"
                  bg="bg"
                  onClick={() => onPick(scene.id)}
                >
                  <SceneIcon code={scene.code} icon={scene.icon} />
                  {scene.name}
                </Button>
              </li>
            ))}
        </Wrap>
      )}
    </Box>
  );
}

/** The slot with its site, place, date and time. */
function SlotCard({ slot, heading }: { slot: QuickSlot; heading: string }) {
  const { i18n } = useTranslation();
  return (
    <Card.Root borderRadius="xl" data-testid="quick-slot">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {heading}
        </Text>
        <Heading as="h2" size="lg">
          {slot.siteName}
        </Heading>
        <Text fontWeight="semibold">
          {formatDate(slot.start, slot.timeZone, i18n.language)}{' '}
          {formatTimeRange(slot.start, slot.end, slot.timeZone, i18n.language)}
        </Text>
        <HStack color="fg.muted" fontSize="sm">
          <LuMapPin aria-hidden />
          <Text>
            {slot.sceneName} · {slot.campusName} · {slot.buildingName} · {slot.floorName}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The form while the slot is held; a booking that needs approval under a form rule also fills
 * the rule's form, whose button books (ui/booking-checkout/approval-form.tsx).
 */
function ConfirmForm({ view, slot }: { view: QuickBookingView; slot: QuickSlot }) {
  const { t } = useTranslation('quick');
  const approvalForm = useApprovalForm(slot.siteId);
  const withApproval = approvalForm && !view.isFailed;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (view.isFailed) view.retry();
    else if (!approvalForm) view.submit();
  };
  return (
    <Stack gap="4">
      <Stack as="form" gap="4" onSubmit={onSubmit} aria-label={t('submit')}>
        <SlotCard
          slot={slot}
          heading={view.hold ? t('heldUntil', { time: formatTime(view.hold.expiresAt, slot.timeZone) }) : ''}
        />
        {(['subject', 'phone'] as const).map((field) => (
          <Field.Root key={field}>
            <Field.Label>{t(field)}</Field.Label>
            <Input
              value={view.form[field]}
              maxLength={FORM_LIMITS[field]}
              onChange={(e) => view.changeField(field, e.target.value)}
              bg="bg"
            />
          </Field.Root>
        ))}
        <Field.Root>
          <Field.Label>{t('remark')}</Field.Label>
          <Textarea
            value={view.form.remark}
            maxLength={FORM_LIMITS.remark}
            onChange={(e) => view.changeField('remark', e.target.value)}
            bg="bg"
          />
        </Field.Root>
        <NoticeAccept
          siteId={slot.siteId}
          agreed={view.agreed}
          onAgree={view.agree}
          onLoad={view.loadNotices}
          disabled={view.isSubmitting}
        />
        {view.isFailed && view.error ? (
          <Alert.Root status="error" borderRadius="xl">
            <Alert.Indicator />
            <Alert.Title>{view.error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap="3">
          {withApproval ? null : (
            <Button
              type="submit"
              colorPalette="teal"
              loading={view.isSubmitting}
              disabled={!(view.canSubmit || view.canRetry)}
            >
              {view.isFailed ? t('retry') : t('submit')}
            </Button>
          )}
          <Button variant="ghost" onClick={view.back} disabled={!view.canGoBack}>
            {t('back')}
          </Button>
        </HStack>
      </Stack>
      {withApproval ? (
        <ApprovalForm
          form={approvalForm}
          siteId={slot.siteId}
          value={view.formValues}
          approvers={view.approvers}
          submitLabel={t('submit')}
          onSubmit={(approval) => view.submit(approval)}
        />
      ) : null}
    </Stack>
  );
}

/** The confirmation after booking. */
function Booked({ view, reservation }: { view: QuickBookingView; reservation: ReservationDetail }) {
  const { t, i18n } = useTranslation('quick');
  return (
    <Stack gap="3">
      <Alert.Root status="success" borderRadius="xl" data-testid="quick-booked">
        <Alert.Indicator />
        <Alert.Title>
          {t('booked', {
            site: reservation.siteName,
            date: formatDate(reservation.start, reservation.timeZone, i18n.language),
            time: formatTimeRange(reservation.start, reservation.end, reservation.timeZone),
          })}
        </Alert.Title>
      </Alert.Root>
      <HStack gap="3">
        <Button asChild colorPalette="teal">
          <RouterLink to="/my">{t('toMy')}</RouterLink>
        </Button>
        <Button variant="outline" onClick={view.restart}>
          {t('bookAnother')}
        </Button>
      </HStack>
    </Stack>
  );
}
