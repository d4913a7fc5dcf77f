/**
 * The fitness club's journeys (deployment variant 2, sports centre) in Chromium against the real server with the demo
 * data, each in simplified Chinese on a desktop and in traditional Chinese on a 390 px phone (the member's and the
 * coach's terminal; the back office is the staff's, in its default language CN, on a desktop):
 *
 * a) at the back office's /cashier the staff sell a count card to a new member; the member finds it on
 *    /fitnessCenter/cardManagement, in use, with its ten uses;
 * b) the member books a group class from /fitnessCenter/league (/leagueReserve names the paying card), finds it booked
 *    on /fitnessCenter/courseRecords, one use fewer on the card and the use on /fitnessCenter/operationRecords;
 * c) a class of one place is full: a second member joins its waitlist (first in line); the first member cancels
 *    (through the API, as that member): the waiting member finds the class booked, one use taken, and is told by a
 *    message (the bell → /messages);
 * d) the coach (coach/Coach@123) confirms a member's registration to a training group on /trainCoach/unconfirmedClass
 *    and marks the member present at its session's roll call on /trainCoach/myClass; the member finds the session on
 *    /train/courseRecord;
 * e) a member's card is on leave (frozen from today, by the staff); a turnstile (the test signs its pass as a device
 *    does, docs/fitness-gate.md) asks to let the member in: refused, reason "frozen"; the member sees the card on leave
 *    and the staff find the refusal with its reason on the back office's /enterExit.
 *
 * Each journey makes what it needs (members, a card type, classes, a training group, a gate: names unique to the run)
 * through the API as the administrator or as the people themselves, so the journeys hold in any order. Texts come
 * from the locale modules, so the same steps run in both languages.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInBackOffice } from './support/back-office';
import { apiAs, campusDate, signInTerminal, underSchool } from './support/campus';
import { call } from '../support/gateway-client';
import type { SessionRuntime } from '../../platform/session/runtime';
import { encryptField } from '../../platform/http/api-client';
import { userAdd, userPage } from '../../platform/contracts/org.contract';
import { rolePage } from '../../platform/contracts/permission.contract';
import { clubCoachPage } from '../../platform/contracts/club-people.contract';
import {
  fitnessCardBuy,
  fitnessCardLeave,
  fitnessCardTypeAdd,
  fitnessPayMethodPage,
  type CardRow,
  type CardTypeRow,
} from '../../platform/contracts/membership-card.contract';
import { CardTypeRules } from '../../platform/fitness/card-rules';
import {
  fitnessClassBook,
  fitnessClassCancel,
  fitnessClassSessionAdd,
  fitnessClassTypeAdd,
  type ClassSessionRow,
} from '../../platform/contracts/club-class.contract';
import { trainAllocate, trainGroupAdd, trainRegister, trainTypeAdd } from '../../platform/contracts/training.contract';
import {
  fitnessConfigGet,
  fitnessConfigSave,
  gateAdd,
  gatePass,
  gateSigningText,
  type GatePassAnswer,
} from '../../platform/contracts/club-gate.contract';
import clubCashier from '../../platform/i18n/locales/club-cashier';
import clubClasses from '../../platform/i18n/locales/club-classes';
import clubGate from '../../platform/i18n/locales/club-gate';
import memberCards from '../../platform/i18n/locales/member-cards';
import membershipCard from '../../platform/i18n/locales/membership-card';
import messages from '../../platform/i18n/locales/messages';
import training from '../../platform/i18n/locales/training';

underSchool(2);

/** Playwright's expect with a longer wait: pages load their chunks on a machine shared with other test runs. */
const expect = baseExpect.configure({ timeout: 30_000 });

// Several people and screens per journey, on a machine shared with other test runs.
test.setTimeout(180_000);

/** One run of the journeys: the terminal's language and the people's screen. */
interface Setting {
  lang: 'CN' | 'TC';
  context: BrowserContextOptions;
  /** Days from today of this run's classes (b, c): the two runs never schedule the coach at the same time. */
  classDay: number;
  /** This run's training session today (d), `HH:mm`. */
  trainFrom: string;
  trainTo: string;
}

const SETTINGS: readonly Setting[] = [
  { lang: 'CN', context: {}, classDay: 2, trainFrom: '05:00', trainTo: '05:30' },
  {
    lang: 'TC',
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    classDay: 3,
    trainFrom: '05:30',
    trainTo: '06:00',
  },
];

/** A tag unique to this run and call: the names the journeys make never meet another run's or journey's. */
const RUN = Date.now().toString(36).slice(-6);
let serial = 0;
const unique = (prefix: string) => `${prefix}${RUN}${(serial += 1)}`;

/** `{{name}}` placeholders of a locale text filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const PASSWORD = 'Journey@123';

/** A member made for one journey: signs in with {@link PASSWORD}. */
interface Member {
  id: number;
  account: string;
  name: string;
}

let adminRuntime: Promise<SessionRuntime> | undefined;
/** The administrator's API (one sign-in for the file). */
function admin(baseURL: string): Promise<SessionRuntime> {
  adminRuntime ??= apiAs(baseURL, 'admin', 'Admin@123');
  return adminRuntime;
}

/** A new member (role `member`, the demo member's organisation), enabled. */
async function newMember(baseURL: string, label: string): Promise<Member> {
  const api = await admin(baseURL);
  const roles = await api.api(rolePage, { code: 'member', pageNo: 1, pageSize: 20 });
  const role = roles.rows.find((r) => r.code === 'member')!;
  const demo = (await api.api(userPage, { keyword: 'member', pageNo: 1, pageSize: 20 })).rows.find(
    (u) => u.account === 'member',
  )!;
  const account = unique('j').toLowerCase();
  const name = `${label}${account}`;
  const row = await api.api(userAdd, {
    account,
    password: encryptField(PASSWORD, api.appKey),
    name,
    orgId: demo.orgId ?? undefined,
    roleIds: [role.id],
  });
  return { id: row.id, account, name };
}

let countCardType: Promise<CardTypeRow> | undefined;
/** The run's count card: ten uses over 90 days from purchase, any scene, course and hour, leave allowed. */
function countType(baseURL: string): Promise<CardTypeRow> {
  countCardType ??= (async () => {
    const api = await admin(baseURL);
    const name = unique('旅程十次卡');
    return api.api(fitnessCardTypeAdd, {
      nameCn: name,
      nameEn: `Journey ten-visit card ${RUN}`,
      nameTc: name.replace('旅程', '旅程·'),
      validDays: 90,
      uses: 10,
      activation: 'purchase',
      priceCents: 30_000,
      rules: CardTypeRules.parse({
        leave: {
          allowed: true,
          quota: [{ minValidDays: 0, days: 15 }],
          minDays: 1,
          maxTimes: 3,
          reasons: ['travel'],
          feeCents: 0,
          approvalRequired: false,
        },
      }),
    });
  })();
  return countCardType;
}

/** The count card's name as the terminal shows it in `lang`. */
const typeNameIn = (type: CardTypeRow, lang: Setting['lang']) => (lang === 'TC' ? type.nameTc : type.nameCn);

/** Sells the run's count card to `member` at the desk's API (cash); answers the card. */
async function sellCard(baseURL: string, member: Member): Promise<CardRow> {
  const api = await admin(baseURL);
  const type = await countType(baseURL);
  const methods = await api.api(fitnessPayMethodPage, { enabled: 'true', pageNo: 1, pageSize: 100 });
  const cash = methods.rows.find((m) => m.kind === 'cash')!;
  return api.api(fitnessCardBuy, { typeId: type.id, userId: member.id, methodId: cash.id });
}

/** The club coach record of the demo account `coach`. */
async function demoCoachId(baseURL: string): Promise<number> {
  const api = await admin(baseURL);
  const page = await api.api(clubCoachPage, { keyword: 'coach', pageNo: 1, pageSize: 50 });
  return page.rows.find((c) => c.account === 'coach')!.id;
}

/** A class of a new type (names in CN/EN/TC) with `capacity` places on campus day `day` at `hour`:15, 45 minutes. */
async function newClass(
  baseURL: string,
  capacity: number,
  day: number,
  hour: number,
): Promise<{ session: ClassSessionRow; nameCn: string; nameTc: string }> {
  const api = await admin(baseURL);
  const nameCn = unique('旅程团课');
  const nameTc = nameCn.replace('团课', '團課');
  const type = await api.api(fitnessClassTypeAdd, {
    nameCn,
    nameEn: `Journey class ${RUN}`,
    nameTc,
    capacity,
    durationMin: 45,
  });
  const startsAt = Date.parse(`${campusDate(day)}T${String(hour).padStart(2, '0')}:15:00+08:00`);
  const session = await api.api(fitnessClassSessionAdd, {
    typeId: type.id,
    coachId: await demoCoachId(baseURL),
    place: unique('旅程教室'),
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 45 * 60_000).toISOString(),
    capacity,
  });
  return { session, nameCn, nameTc };
}

/** A new desktop context on the back office, signed in as the administrator (CN). */
async function backOffice(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInBackOffice(page, 'admin', 'Admin@123');
  return page;
}

/** A new context with `setting`'s screen, signed in on the terminal as `account` in its language. */
async function terminalAs(browser: Browser, setting: Setting, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext(setting.context)).newPage();
  await signInTerminal(page, account, password, setting.lang);
  return page;
}

/** Expects `member`'s card of the run's type on /fitnessCenter/cardManagement in `state` with `uses` left. */
async function expectCard(
  page: Page,
  setting: Setting,
  card: { cardNo: string },
  state: keyof (typeof membershipCard)['CN']['state'],
  uses: number,
) {
  const texts = memberCards[setting.lang].manage;
  await page.goto('/fitnessCenter/cardManagement');
  const mine = page.getByTestId('member-card').filter({ hasText: card.cardNo });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(membershipCard[setting.lang].state[state], { exact: true })).toBeVisible();
  await expect(mine.getByText(texts.usesLeft, { exact: true }).locator('..')).toHaveText(
    new RegExp(`^${texts.usesLeft}\\s*${uses}$`),
  );
}

for (const setting of SETTINGS) {
  const L = setting.lang;
  test.describe(`fitness club journeys (${L})`, () => {
    test.use(setting.context);

    test('a) the desk sells a count card; the member finds it with its ten uses', async ({
      page,
      browser,
      baseURL,
    }) => {
      const member = await newMember(baseURL!, '售卡会员');
      const type = await countType(baseURL!);
      const desk = clubCashier.CN.desk;

      const staff = await backOffice(browser);
      await staff.goto('/admin/cashier');
      await staff.getByLabel(desk.findMember).fill(member.account);
      await staff.getByTestId('member-search').click();
      await staff.getByTestId(`member-${member.account}`).click();
      await expect(staff.getByTestId('member-chosen')).toHaveText(
        fill(desk.chosen, { name: member.name, account: member.account }),
      );
      await staff
        .getByTestId('sell-card')
        .getByLabel(desk.cardType)
        .selectOption({ label: `${type.nameCn} · ¥300.00` });
      await staff.getByTestId('sell-card-submit').click();
      await expect(staff.getByText(desk.done).first()).toBeVisible();
      await staff.context().close();

      await signInTerminal(page, member.account, PASSWORD, L);
      await page.goto('/fitnessCenter/cardManagement');
      const card = page.getByTestId('member-card').filter({ hasText: typeNameIn(type, L) });
      await expect(card).toHaveCount(1);
      const cardNo = (await card.getByText(/^MC\d{8}$/).textContent())!;
      await expectCard(page, setting, { cardNo }, 'active', 10);
    });

    test('b) the member books a group class, finds it booked and one use fewer on the card', async ({
      page,
      baseURL,
    }) => {
      const member = await newMember(baseURL!, '团课会员');
      const card = await sellCard(baseURL!, member);
      const cls = await newClass(baseURL!, 5, setting.classDay, 21);
      const className = L === 'TC' ? cls.nameTc : cls.nameCn;
      const texts = clubClasses[L];

      await signInTerminal(page, member.account, PASSWORD, L);
      await page.goto('/fitnessCenter/league');
      await page.getByRole('link', { name: className }).click();
      await expect(page).toHaveURL(new RegExp(`/leagueReserve\\?id=${cls.session.id}$`));
      await expect(page.getByTestId('paying-card')).toContainText(fill(texts.page.paysWith, { cardNo: card.cardNo }));
      await page.getByRole('button', { name: texts.offer.book }).click();
      await expect(page.getByText(texts.page.booked).first()).toBeVisible();
      await expect(page.getByTestId('class-offer')).toHaveText(texts.offer.booked);

      await page.goto('/fitnessCenter/courseRecords');
      const booking = page.getByTestId('booking').filter({ hasText: className });
      await expect(booking.getByTestId('booking-state')).toHaveText(texts.state.booked);

      await expectCard(page, setting, card, 'active', 9);
      await page.goto('/fitnessCenter/operationRecords');
      const use = page.getByTestId('card-event').filter({ hasText: membershipCard[L].kind.use });
      await expect(use.filter({ hasText: card.cardNo })).toHaveCount(1);
    });

    test('c) a full class: the waiting member gets the place another cancels, and is told', async ({
      page,
      baseURL,
    }) => {
      const first = await newMember(baseURL!, '先约会员');
      const waiting = await newMember(baseURL!, '候补会员');
      await sellCard(baseURL!, first);
      const card = await sellCard(baseURL!, waiting);
      const cls = await newClass(baseURL!, 1, setting.classDay, 22);
      const className = L === 'TC' ? cls.nameTc : cls.nameCn;
      const texts = clubClasses[L];
      const firstApi = await apiAs(baseURL!, first.account, PASSWORD);
      const booked = await firstApi.api(fitnessClassBook, { id: cls.session.id });

      await signInTerminal(page, waiting.account, PASSWORD, L);
      await page.goto(`/leagueReserve?id=${cls.session.id}`);
      await expect(page.getByTestId('class-offer')).toHaveText(texts.offer.waitlist);
      await page.getByRole('button', { name: texts.offer.waitlist }).click();
      await expect(page.getByText(texts.page.joined).first()).toBeVisible();
      await page.goto('/fitnessCenter/courseRecords');
      const entry = page.getByTestId('waitlist-entry').filter({ hasText: className });
      await expect(entry.getByTestId('waitlist-position')).toHaveText(fill(texts.page.position, { position: 1 }));
      await expect(page.getByTestId('booking').filter({ hasText: className })).toHaveCount(0);

      // The first member cancels in time (two days ahead): the place goes to the first in line.
      await firstApi.api(fitnessClassCancel, { id: booked.id });
      await page.reload();
      await expect(page.getByTestId('booking').filter({ hasText: className }).getByTestId('booking-state')).toHaveText(
        texts.state.booked,
      );
      await expect(page.getByTestId('waitlist-entry').filter({ hasText: className })).toHaveCount(0);
      await expectCard(page, setting, card, 'active', 9);

      // Told: the bell leads to the message.
      const told = messages[L].kind.clubClass;
      await page.reload();
      await page.getByTestId('message-bell').click();
      await expect(page).toHaveURL(/\/messages$/);
      const message = page.getByTestId('message').filter({ hasText: told.title_promoted });
      await expect(message).toHaveCount(1);
      await expect(message).toContainText(className);
    });

    test('d) the coach confirms a registration and marks the member present; the member sees the session', async ({
      page,
      browser,
      baseURL,
    }) => {
      const api = await admin(baseURL!);
      const member = await newMember(baseURL!, '培训会员');
      const typeCn = unique('旅程培训');
      const type = await api.api(trainTypeAdd, {
        nameCn: typeCn,
        nameEn: `Journey course ${RUN}`,
        nameTc: typeCn.replace('培训', '培訓'),
        priceCents: 0,
        sessions: 1,
        capacity: 5,
      });
      const groupName = unique('旅程班');
      const today = campusDate(0);
      const group = await api.api(trainGroupAdd, {
        group: {
          typeId: type.id,
          name: groupName,
          startsOn: today,
          endsOn: campusDate(7),
          capacity: 5,
          priceCents: 0,
          regOpensOn: today,
          regClosesOn: campusDate(7),
        },
        sessions: [{ on: today, startsAt: setting.trainFrom, endsAt: setting.trainTo, place: '' }],
      });
      await api.api(trainAllocate, { id: group.group.id, coachId: await demoCoachId(baseURL!) });
      const memberApi = await apiAs(baseURL!, member.account, PASSWORD);
      await memberApi.api(trainRegister, { groupId: group.group.id });
      const texts = training[L];

      const coach = await terminalAs(browser, setting, 'coach', 'Coach@123');
      await coach.goto('/trainCoach/unconfirmedClass');
      const pending = coach.getByTestId('coach-registration').filter({ hasText: member.name });
      await expect(pending).toContainText(groupName);
      await pending.getByRole('button', { name: texts.coach.confirm, exact: true }).click();
      await expect(pending).toHaveCount(0);

      await coach.goto('/trainCoach/myClass');
      const mine = coach.getByTestId('coach-group').filter({ hasText: groupName });
      await mine.getByRole('button', { name: texts.coach.roll }).click();
      const roll = mine.getByTestId('roll-call');
      await roll.getByLabel(member.name).selectOption(texts.mark.present);
      await roll.getByRole('button', { name: texts.coach.save }).click();
      await expect(coach.getByText(texts.coach.saved).first()).toBeVisible();
      await coach.context().close();

      await signInTerminal(page, member.account, PASSWORD, L);
      await page.goto('/train/courseRecord');
      const typeName = L === 'TC' ? type.nameTc : type.nameCn;
      await expect(page.getByTestId('attended').filter({ hasText: `${typeName} · ${groupName}` })).toHaveCount(1);
    });

    test('e) the gate refuses a card on leave; the staff see the refusal and its reason', async ({
      page,
      browser,
      baseURL,
    }) => {
      const api = await admin(baseURL!);
      const member = await newMember(baseURL!, '请假会员');
      const card = await sellCard(baseURL!, member);
      await api.api(fitnessCardLeave, { id: card.id, from: campusDate(0), days: 3, reason: 'travel' });
      const code = unique('J');
      const gate = await api.api(gateAdd, {
        code,
        name: unique('旅程闸机'),
        sceneId: null,
        place: '',
        direction: 'both',
        enabled: true,
      });

      // Open all day for this pass (the refusal must be the card's, not the hours'), then the settings as they were.
      const before = await api.api(fitnessConfigGet, {});
      const open = await api.api(fitnessConfigSave, {
        version: before.version,
        settings: { ...before.settings, openAt: '00:00', closeAt: '24:00' },
      });
      let answer: GatePassAnswer;
      try {
        const body = {
          gate: code,
          timestamp: Date.now(),
          nonce: randomBytes(16).toString('hex'),
          cardNo: card.cardNo,
          account: '',
          direction: 'in' as const,
        };
        const sign = createHmac('sha256', Buffer.from(gate.key, 'hex')).update(gateSigningText(body)).digest('hex');
        const r = await call<GatePassAnswer>('POST', gatePass.path, { ...body, sign });
        expect(r.code, r.msg).toBe(0);
        answer = r.data;
      } finally {
        await api.api(fitnessConfigSave, { version: open.version, settings: before.settings });
      }
      expect([answer.open, answer.result, answer.reason]).toEqual([false, 'refuse', 'frozen']);
      expect(answer.code).not.toBeNull();

      await signInTerminal(page, member.account, PASSWORD, L);
      await expectCard(page, setting, card, 'frozen', 10);

      const staff = await backOffice(browser);
      await staff.goto('/admin/enterExit');
      const row = staff.getByRole('row').filter({ hasText: member.name });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('pass-result')).toHaveText(clubGate.CN.result.refuse);
      await expect(row).toContainText(clubGate.CN.reason.frozen);
      await expect(row).toContainText(gate.gate.name);
      await staff.context().close();
    });
  });
}
