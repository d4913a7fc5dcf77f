/**
 * /appointment/crossdayform (spec §2): the held range (start and end with dates), the
 * form (subject, phone, remark), the scene's notices and disclaimers with one check box to
 * accept them, and "Book" (addReserve with crossDay); a booking that needs approval under a
 * form rule also fills the rule's form, whose button books
 * (ui/booking-checkout/approval-form.tsx). Booked: the state of the booking (approved, or
 * waiting for approval) and a link to /my; a failure: its message and
 * "Retry"; an expired hold: "Hold again".
 */
import { useEffect } from 'react';
import { Alert, Box, Button, Checkbox, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { ApprovalForm, useApprovalForm } from '../../ui/booking-checkout';
import { useCall } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { useCrossDay } from './cross-day-flow';
import { useSiteAndRule } from './use-site';

/** The form page of the cross-day wizard. */
export function CrossDayFormPage() {
  const { t, i18n } = useTranslation('crossDay');
  const { view, actor, sceneId } = useCrossDay();
  const { site } = useSiteAndRule(sceneId, view.siteId);
  const zone = site?.timeZone ?? 'Asia/Shanghai';
  const notices = useCall(
    reserveNotices,
    { siteId: view.siteId ?? 0 },
    { enabled: view.siteId !== null, staleTime: 0 },
  );
  const approvalForm = useApprovalForm(view.siteId);
  useEffect(() => {
    if (notices.data)
      actor.send({ type: 'notices.load', notices: notices.data.map((n) => ({ id: n.id, version: n.version })) });
  }, [notices.data, actor]);

  if (!view.start || !view.end) return null;
  const range = t('form.range', {
    start: formatDateTime(view.start, zone, i18n.language),
    end: formatDateTime(view.end, zone, i18n.language),
  });
  if (view.isBooked && view.reservation) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Title>{view.reservation.status === 'pendingAudit' ? t('form.pending') : t('form.booked')}</Alert.Title>
          <Text>
            {view.reservation.siteName} · {range}
          </Text>
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <Link to="/my">{t('form.toMy')}</Link>
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  const busy = view.isSubmitting;
  // With an approval form, its own button books (with its values).
  const withApproval = approvalForm && !view.isFailed;
  return (
    <Stack gap="5">
      <Stack
        gap="5"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!approvalForm) view.submit();
        }}
      >
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('form.title')}
          </Heading>
          <Text data-testid="cross-range" fontWeight="medium">
            {site ? `${site.name} · ` : ''}
            {range}
          </Text>
        </Stack>
        {view.isHoldExpired && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('form.expired')}</Alert.Title>
            <Button size="sm" ms="auto" onClick={() => view.confirm()}>
              {t('form.rehold')}
            </Button>
          </Alert.Root>
        )}
        {view.isFailed && view.error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{view.error}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root>
          <Field.Label>{t('form.subject')}</Field.Label>
          <Input
            value={view.form.subject}
            maxLength={100}
            disabled={busy}
            onChange={(e) => view.changeField('subject', e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('form.phone')}</Field.Label>
          <Input
            value={view.form.phone}
            maxLength={20}
            inputMode="tel"
            disabled={busy}
            onChange={(e) => view.changeField('phone', e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('form.remark')}</Field.Label>
          <Textarea
            value={view.form.remark}
            maxLength={500}
            disabled={busy}
            onChange={(e) => view.changeField('remark', e.currentTarget.value)}
          />
        </Field.Root>
        {notices.data && notices.data.length > 0 && (
          <Stack as="section" gap="2" borderWidth="1px" borderRadius="xl" p="4" aria-labelledby="cross-notices">
            <Heading as="h2" id="cross-notices" size="md">
              {t('form.notices')}
            </Heading>
            {notices.data.map((n) => (
              <Box key={n.id}>
                <Text fontWeight="semibold">{n.title}</Text>
                <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                  {n.content}
                </Text>
              </Box>
            ))}
            <Checkbox.Root
              checked={view.agreed}
              disabled={busy}
              onCheckedChange={(e) => view.agree(e.checked === true)}
              colorPalette="teal"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.agree')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        )}
        <HStack gap="3">
          <Button variant="outline" disabled={busy} onClick={() => view.back()}>
            {t('form.back')}
          </Button>
          {view.isFailed ? (
            <Button colorPalette="teal" disabled={!view.canRetry} onClick={() => view.retry()}>
              {t('form.retry')}
            </Button>
          ) : withApproval ? null : (
            <Button
              type="submit"
              colorPalette="teal"
              disabled={!view.canSubmit}
              loading={busy}
              loadingText={t('form.submitting')}
            >
              {t('form.submit')}
            </Button>
          )}
        </HStack>
      </Stack>
      {withApproval && view.siteId !== null ? (
        <ApprovalForm
          form={approvalForm}
          siteId={view.siteId}
          value={view.formValues}
          approvers={view.approvers}
          submitLabel={t('form.submit')}
          onSubmit={(approval) => view.submit(approval)}
        />
      ) : null}
    </Stack>
  );
}
