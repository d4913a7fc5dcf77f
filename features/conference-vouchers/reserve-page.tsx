/**
 * /mealVoucherReserve (spec §2 Variant 5; §7 POST /mc/mealVoucher/add): apply for meal
 * vouchers for a list of people. The booker chooses the ordering unit (customerManager/dropdown),
 * the validity (from today, campus time zone), a ticket type and number per day for the people
 * they add (getTicketTypes; each person's can be changed afterwards) and the reason (the
 * application's remark). People come from the user search (ui/participant-picker), a favourite
 * group (all its members), by name and 11-digit mobile number without an account, or from an
 * .xlsx sheet checked by importMealVoucherUser (the rows it refuses are listed with the server's
 * localized messages). The estimated amount is shown as people are added.
 *
 * Submitting sends `add` once; the server's refusal (unknown ordering unit or ticket type,
 * invalid range or person…) is shown on the page in the caller's language and nothing is lost;
 * success opens the new application on /mealVouchers?id=. Texts: `conferenceVouchers:reserve.*`.
 */
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import {
  mealVoucherAdd,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  type ImportRowError,
} from '../../platform/contracts/meal-voucher.contract';
import { favoriteGroupMember, favoriteGroupsDetails } from '../../platform/contracts/people.contract';
import { ApiError } from '../../platform/http/api-client';
import { formatMoney } from '../../ui/components';
import { UserSearchField } from '../../ui/participant-picker';
import { toaster, useApi, useCall, useLang } from '../../ui/runtime';
import { todayIn } from '../../ui/terminal-shell/time-format';
import {
  addAccounts,
  addGuest,
  addImported,
  addInputOf,
  daysBetween,
  estimateCents,
  isMobile,
  updatePerson,
  type FormPerson,
} from './reserve-form';

/** The campus's zone: the validity's days are its local dates. */
const CAMPUS_ZONE = 'Asia/Shanghai';

/** A refusal shown on the page: its title and the server's (localized) message. */
interface Refusal {
  title: string;
  message: string;
}

/** The message of a failed call (the server's, in the caller's language). */
function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

/** Reads a File as base64 (without the data-URL prefix). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A titled card of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The /mealVoucherReserve page. */
export function MealVoucherReservePage() {
  const { t } = useTranslation('conferenceVouchers');
  const { lang } = useLang();
  const api = useApi();
  const navigate = useNavigate();
  const types = useCall(mealVoucherGetTicketTypes, {});
  const customers = useCall(customerDropdown, {});
  const groups = useCall(favoriteGroupsDetails, {});
  const today = todayIn(CAMPUS_ZONE);
  const [customerId, setCustomerId] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [validTo, setValidTo] = useState(today);
  const [remark, setRemark] = useState('');
  const [typeChoice, setTypeChoice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [people, setPeople] = useState<FormPerson[]>([]);
  const [groupId, setGroupId] = useState('');
  const [guest, setGuest] = useState({ name: '', phone: '' });
  const [guestInvalid, setGuestInvalid] = useState(false);
  const [importErrors, setImportErrors] = useState<ImportRowError[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const typeList = types.data ?? [];
  const ticketTypeId = Number(typeChoice) || typeList[0]?.id || 0;
  const defaults = { ticketTypeId, quantityPerDay: Math.min(20, Math.max(1, Number(quantity) || 1)) };
  const priceOf = (id: number) => typeList.find((x) => x.id === id)?.priceCents ?? 0;
  const days = daysBetween(validFrom, validTo);
  const rangeInvalid = Boolean(validFrom && validTo && validTo < validFrom);
  const complete = Boolean(customerId && validFrom && validTo && !rangeInvalid && people.length && ticketTypeId);

  const addGroup = async () => {
    if (!groupId) return;
    try {
      const members = await api(favoriteGroupMember, { groupId: Number(groupId) });
      setPeople((ps) => addAccounts(ps, members, defaults));
      toaster.create({ type: 'success', title: t('reserve.groupAdded', { count: members.length }) });
    } catch {
      // The client has shown the refusal.
    }
  };

  const onAddGuest = () => {
    if (!guest.name.trim() || !isMobile(guest.phone)) {
      setGuestInvalid(true);
      return;
    }
    setGuestInvalid(false);
    setPeople((ps) => addGuest(ps, guest, defaults));
    setGuest({ name: '', phone: '' });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const out = await api(mealVoucherImportMealVoucherUser, { data: await base64Of(file) }, { notify: false });
      setImportErrors(out.errors);
      setPeople((ps) => addImported(ps, out.rows));
      toaster.create({ type: 'success', title: t('reserve.imported', { count: out.rows.length }) });
    } catch (error) {
      setRefusal({ title: t('reserve.import'), message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!complete || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const row = await api(
        mealVoucherAdd,
        addInputOf({ customerId: Number(customerId), validFrom, validTo, remark, people }),
        { notify: false },
      );
      toaster.create({ type: 'success', title: t('reserve.submitted') });
      void navigate(`/mealVouchers?id=${row.id}`);
    } catch (error) {
      setRefusal({ title: t('reserve.refused'), message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('reserve.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('reserve.hint')}
          </Text>
        </Stack>
        <Button asChild size="sm" variant="outline" colorPalette="teal">
          <RouterLink to="/mealVouchers">{t('reserve.myApplications')}</RouterLink>
        </Button>
      </HStack>

      <Section title={t('reserve.title')}>
        <Field.Root required>
          <Field.Label>{t('reserve.customer')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="reserve-customer"
              value={customerId}
              onChange={(e) => setCustomerId(e.target.value)}
            >
              <option value="">{t('reserve.customerPlaceholder')}</option>
              {(customers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={rangeInvalid}>
            <Field.Label>{t('reserve.validFrom')}</Field.Label>
            <Input type="date" min={today} value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
          </Field.Root>
          <Field.Root required invalid={rangeInvalid}>
            <Field.Label>{t('reserve.validTo')}</Field.Label>
            <Input type="date" min={validFrom || today} value={validTo} onChange={(e) => setValidTo(e.target.value)} />
            {rangeInvalid ? <Field.ErrorText>{t('reserve.rangeInvalid')}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>{t('reserve.ticketType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="reserve-ticket-type"
                value={ticketTypeId ? String(ticketTypeId) : ''}
                onChange={(e) => setTypeChoice(e.target.value)}
              >
                {typeList.length ? null : <option value="">{t('reserve.ticketTypePlaceholder')}</option>}
                {typeList.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} · {formatMoney(x.priceCents, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('reserve.quantityPerDay')}</Field.Label>
            <Input type="number" min={1} max={20} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Text color="fg.muted" fontSize="xs">
          {t('reserve.ticketTypeHint')}
        </Text>
        <Field.Root>
          <Field.Label>{t('reserve.reason')}</Field.Label>
          <Textarea
            maxLength={500}
            placeholder={t('reserve.reasonPlaceholder')}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Field.Root>
      </Section>

      <Section title={t('reserve.people')}>
        <UserSearchField
          label={t('reserve.search')}
          pickedIds={people.flatMap((p) => (p.userId ? [p.userId] : []))}
          onPick={(person) => setPeople((ps) => addAccounts(ps, [person], defaults))}
        />
        {groups.data?.length ? (
          <Field.Root>
            <Field.Label>{t('reserve.favorites')}</Field.Label>
            <HStack w="full" gap="2">
              <NativeSelect.Root flex="1">
                <NativeSelect.Field
                  data-testid="reserve-group"
                  value={groupId}
                  onChange={(e) => setGroupId(e.target.value)}
                >
                  <option value="">{t('reserve.favoritesPlaceholder')}</option>
                  {groups.data.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name} ({g.memberCount})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button variant="outline" colorPalette="teal" disabled={!groupId} onClick={() => void addGroup()}>
                {t('reserve.addGroup')}
              </Button>
            </HStack>
          </Field.Root>
        ) : null}
        <Field.Root invalid={guestInvalid}>
          <Field.Label>{t('reserve.guest')}</Field.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="2">
            <Input
              aria-label={t('reserve.guestName')}
              placeholder={t('reserve.guestName')}
              maxLength={64}
              value={guest.name}
              onChange={(e) => setGuest({ ...guest, name: e.target.value })}
            />
            <Input
              aria-label={t('reserve.guestPhone')}
              placeholder={t('reserve.guestPhone')}
              inputMode="tel"
              maxLength={11}
              value={guest.phone}
              onChange={(e) => setGuest({ ...guest, phone: e.target.value })}
            />
            <Button variant="outline" colorPalette="teal" onClick={onAddGuest}>
              {t('reserve.addGuest')}
            </Button>
          </Stack>
          {guestInvalid ? <Field.ErrorText>{t('reserve.guestInvalid')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('reserve.import')}</Field.Label>
          <Input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="reserve-import"
            disabled={busy}
            onChange={(e) => {
              void importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Field.HelperText>{t('reserve.importHint')}</Field.HelperText>
        </Field.Root>
        {importErrors.length ? (
          <Alert.Root status="warning" data-testid="reserve-import-errors">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('reserve.importErrors')}</Alert.Title>
              <Alert.Description>
                <Stack as="ul" gap="0" listStyleType="none">
                  {importErrors.map((e, i) => (
                    <li key={`${e.row}-${e.column}-${i}`}>
                      {t('reserve.importRow', { row: e.row })}: {e.message}
                    </li>
                  ))}
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <Text fontWeight="medium">{t('reserve.peopleCount', { count: people.length })}</Text>
        {people.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('reserve.noPeople')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t('reserve.people')}>
            {people.map((p) => (
              <Box as="li" key={p.key} borderWidth="1px" borderRadius="lg" p="3" data-testid="reserve-person">
                <Stack gap="2">
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="medium" truncate>
                      {p.name}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {p.account ?? p.phone}
                      </Text>
                    </Text>
                    <HStack gap="1">
                      {p.userId ? null : (
                        <Badge variant="subtle" colorPalette="gray">
                          {t('reserve.noAccount')}
                        </Badge>
                      )}
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('reserve.remove', { name: p.name })}
                        onClick={() => setPeople((ps) => ps.filter((x) => x.key !== p.key))}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  </HStack>
                  <HStack gap="2">
                    <NativeSelect.Root size="sm" flex="1">
                      <NativeSelect.Field
                        aria-label={t('reserve.personTicketType', { name: p.name })}
                        value={String(p.ticketTypeId)}
                        onChange={(e) =>
                          setPeople((ps) => updatePerson(ps, p.key, { ticketTypeId: Number(e.target.value) }))
                        }
                      >
                        {typeList.map((x) => (
                          <option key={x.id} value={x.id}>
                            {x.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Input
                      size="sm"
                      type="number"
                      w="20"
                      min={1}
                      max={20}
                      aria-label={t('reserve.personQuantity', { name: p.name })}
                      value={p.quantityPerDay}
                      onChange={(e) =>
                        setPeople((ps) =>
                          updatePerson(ps, p.key, {
                            quantityPerDay: Math.min(20, Math.max(1, Number(e.target.value) || 1)),
                          }),
                        )
                      }
                    />
                  </HStack>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Section>

      {refusal ? (
        <Alert.Root status="error" role="alert" data-testid="reserve-refusal">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.title}</Alert.Title>
            <Alert.Description>{refusal.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Stack gap="2" position="sticky" bottom="0" bg="bg" py="3">
        <Text data-testid="reserve-total" fontWeight="medium">
          {t('reserve.total', { amount: formatMoney(estimateCents(people, priceOf, days), lang), count: days })}
        </Text>
        {!complete ? (
          <Text color="fg.muted" fontSize="sm">
            {t('reserve.incomplete')}
          </Text>
        ) : null}
        <Button
          colorPalette="teal"
          size="lg"
          data-testid="reserve-submit"
          loading={busy}
          disabled={!complete}
          onClick={() => void submit()}
        >
          {t('reserve.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
