/**
 * /appointment/timeform (spec §2): the hold's banner with its countdown, a
 * summary of the choice (site, scene, location, date, time in the site's zone), the
 * site's rule in short, and the form — Subject, Phone, Remark, participants (the rule's
 * min / max), the scene's notices to accept — then "Submit" (`booking:form.submit`),
 * which sends `form.submit`. A booking that needs approval under a form rule also fills the
 * rule's form (ui/booking-checkout/approval-form.tsx), whose button submits the booking with
 * its values. The same route shows the outcomes: `booked` → a success view titled
 * `booking:booked.title` (Booked / 预约成功) — `booking:booked.pendingTitle` (Submitted; waiting for
 * approval) when the booking waits for approval — with links to /my and /detail?id=;
 * `failed` → the server's message with Try again / Back; `holdExpired` → the hold ran out:
 * hold again, or choose other slots.
 */
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Circle,
  DataList,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuCalendarCheck, LuChevronLeft, LuCircleCheck, LuSend } from 'react-icons/lu';
import { FORM_LIMITS, isBookingFormValid } from '../../machines/booking-checkout.machine';
import { siteRule } from '../../platform/contracts/reserve.contract';
import { ParticipantPicker } from '../../ui/participant-picker';
import { ApprovalForm, useApprovalForm } from '../../ui/booking-checkout';
import { useCall, useSession } from '../../ui/runtime';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';
import { BookingNotices } from './booking-notices';
import { BookingSteps } from './booking-steps';
import { useBookingView } from './booking-flow';
import { HoldBanner } from './hold-banner';
import { RuleHints } from './rule-hints';
import { useChosenSite } from './use-chosen-site';

/** The form screen of the wizard, and its outcomes. */
export function TimeFormPage() {
  const view = useBookingView();
  if (view.isBooked) return <BookedView />;
  if (view.isHoldExpired) return <HoldExpiredView />;
  return <FormView />;
}

/** The hold ran out before the form was submitted (state `holdExpired`). */
function HoldExpiredView() {
  const { t } = useTranslation('booking');
  const view = useBookingView();
  const rule = useCall(siteRule, { siteId: view.siteId ?? 0 }, { enabled: view.siteId !== null });
  return (
    <Stack gap="5">
      <BookingSteps current={2} />
      <Alert.Root status="warning" borderRadius="xl" data-testid="hold-expired">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('hold.expiredTitle')}</Alert.Title>
          <Alert.Description>{t('hold.expiredText', { minutes: rule.data?.holdMinutes ?? '…' })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" justify="flex-end">
        <Button variant="outline" onClick={view.back}>
          <LuChevronLeft /> {t('hold.chooseOther')}
        </Button>
        <Button colorPalette="teal" onClick={view.confirmSlots} disabled={!view.canConfirmSlots}>
          {t('hold.again')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Summary and form (states fillingForm, submitting, failed). */
function FormView() {
  const { t, i18n } = useTranslation('booking');
  const view = useBookingView();
  const { scene, site } = useChosenSite(view.sceneId, view.siteId);
  const zone = site?.timeZone ?? 'UTC';
  const range = view.range;
  const phoneInvalid = view.form.phone.trim() !== '' && !isBookingFormValid({ ...view.form, subject: '', remark: '' });
  const busy = view.isSubmitting;
  const { user } = useSession();
  const rule = useCall(siteRule, { siteId: view.siteId ?? 0 }, { enabled: view.siteId !== null });
  const approvalForm = useApprovalForm(view.siteId);
  const back = (
    <Button type="button" variant="ghost" onClick={view.back} disabled={busy}>
      <LuChevronLeft /> {t('back')}
    </Button>
  );

  return (
    <Stack gap="5">
      <BookingSteps current={2} />
      <Heading as="h1" size="xl">
        {t('form.heading')}
      </Heading>
      {view.hold && site ? <HoldBanner hold={view.hold} timeZone={zone} /> : null}

      <Card.Root variant="subtle" borderRadius="xl" bg="teal.subtle" as="section" aria-labelledby="booking-summary">
        <Card.Body gap="3">
          <Heading as="h2" id="booking-summary" size="sm" color="teal.fg">
            {t('form.summary')}
          </Heading>
          <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="booking-summary">
            <DataList.Item>
              <DataList.ItemLabel>{t('form.site')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{site?.name ?? '…'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('form.scene')}</DataList.ItemLabel>
              <DataList.ItemValue>{scene?.name ?? '…'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('form.location')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {site
                  ? t('scene.location', { campus: site.campusName, building: site.buildingName, floor: site.floorName })
                  : '…'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('form.date')}</DataList.ItemLabel>
              <DataList.ItemValue>{range ? formatDate(range.start, zone, i18n.language) : '…'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('form.time')}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums">
                {range ? formatTimeRange(range.start, range.end, zone, i18n.language) : '…'}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {rule.data ? <RuleHints rule={rule.data} /> : null}

      {view.isFailed ? (
        <Alert.Root status="error" borderRadius="xl" data-testid="booking-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('failed.title')}</Alert.Title>
            {view.error ? <Alert.Description>{view.error}</Alert.Description> : null}
          </Alert.Content>
          <Button size="sm" colorPalette="red" variant="outline" alignSelf="center" onClick={view.retry}>
            {t('failed.retry')}
          </Button>
        </Alert.Root>
      ) : null}

      <chakra.form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          // With an approval form, its own button submits (with its values).
          if (!approvalForm) view.submit();
        }}
      >
        <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
          <Field.Root disabled={busy || view.isFailed}>
            <Field.Label>{t('form.subject')}</Field.Label>
            <Input
              name="subject"
              value={view.form.subject}
              maxLength={FORM_LIMITS.subject}
              placeholder={t('form.subjectPlaceholder')}
              onChange={(e) => view.changeField('subject', e.target.value)}
            />
          </Field.Root>
          <Field.Root invalid={phoneInvalid} disabled={busy || view.isFailed}>
            <Field.Label>{t('form.phone')}</Field.Label>
            <Input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={view.form.phone}
              maxLength={FORM_LIMITS.phone}
              placeholder={t('form.phonePlaceholder')}
              onChange={(e) => view.changeField('phone', e.target.value)}
            />
            <Field.ErrorText>{t('form.phoneInvalid')}</Field.ErrorText>
          </Field.Root>
          <Field.Root disabled={busy || view.isFailed}>
            <Field.Label>{t('form.remark')}</Field.Label>
            <Textarea
              name="remark"
              rows={3}
              value={view.form.remark}
              maxLength={FORM_LIMITS.remark}
              placeholder={t('form.remarkPlaceholder')}
              onChange={(e) => view.changeField('remark', e.target.value)}
            />
          </Field.Root>
          <Stack as="section" aria-labelledby="booking-participants" gap="2">
            <Heading as="h2" id="booking-participants" size="sm">
              {t('participants.heading')}
            </Heading>
            <ParticipantPicker
              value={[...view.participants]}
              onChange={view.changeParticipants}
              min={rule.data?.participantsMin ?? 0}
              max={rule.data?.participantsMax ?? null}
              excludeUserIds={user ? [user.id] : []}
            />
          </Stack>
          {view.siteId !== null ? <BookingNotices siteId={view.siteId} disabled={busy || view.isFailed} /> : null}
          {view.hasNotices && !view.agreed ? (
            <Text fontSize="sm" color="fg.muted" data-testid="notices-pending">
              {t('notices.mustAgree')}
            </Text>
          ) : null}
          {approvalForm ? null : (
            <HStack justify="space-between" pt="1">
              {back}
              <Button
                type="submit"
                colorPalette="teal"
                size="lg"
                loading={busy}
                loadingText={t('form.submitting')}
                disabled={!view.canSubmit && !busy}
              >
                <LuSend /> {t('form.submit')}
              </Button>
            </HStack>
          )}
        </Stack>
      </chakra.form>
      {approvalForm && view.siteId !== null ? (
        <>
          <ApprovalForm
            form={approvalForm}
            siteId={view.siteId}
            value={view.formValues}
            approvers={view.approvers}
            submitLabel={t('form.submit')}
            onSubmit={(approval) => view.submit(approval)}
          />
          <HStack justify="flex-start">{back}</HStack>
        </>
      ) : null}
    </Stack>
  );
}

/** The success view (state `booked`): booked, or submitted and waiting for approval (`pendingAudit`). */
function BookedView() {
  const { t, i18n } = useTranslation('booking');
  const view = useBookingView();
  const r = view.reservation;
  const zone = r?.timeZone ?? 'UTC';
  const pending = r?.status === 'pendingAudit';
  return (
    <Stack gap="6">
      <BookingSteps current={3} />
      <Card.Root
        variant="elevated"
        borderRadius="2xl"
        overflow="hidden"
        data-testid="booking-booked"
        as="section"
        aria-labelledby="booked-title"
      >
        <Box h="2" bgGradient="to-r" gradientFrom="teal.400" gradientTo="cyan.500" />
        <Card.Body alignItems="center" textAlign="center" gap="4" py="10">
          <Circle size="16" bg="green.subtle" color="green.fg">
            <LuCircleCheck size="36" />
          </Circle>
          <Heading as="h1" id="booked-title" size="2xl">
            {t(pending ? 'booked.pendingTitle' : 'booked.title')}
          </Heading>
          {r ? (
            <Text color="fg.muted" maxW="md">
              {t(pending ? 'booked.pendingText' : 'booked.text', {
                site: r.siteName,
                date: formatDate(r.start, zone, i18n.language),
                time: formatTimeRange(r.start, r.end, zone),
              })}
            </Text>
          ) : null}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2" w={{ base: 'full', sm: 'auto' }}>
            <Button asChild colorPalette="teal">
              <RouterLink to="/my">
                <LuCalendarCheck /> {t('booked.viewMy')}
              </RouterLink>
            </Button>
            {r ? (
              <Button asChild variant="outline" colorPalette="teal">
                <RouterLink to={`/detail?id=${r.id}`}>{t('booked.viewDetail')}</RouterLink>
              </Button>
            ) : null}
            <Button variant="ghost" onClick={view.restart}>
              {t('booked.bookAnother')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
