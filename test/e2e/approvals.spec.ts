/**
 * Approvals as people use them (browser tests), in EN and in TC:
 * - the administrator adds a form in /formDefine, designs it in /building (a text "Reason" and
 *   an amount "Amount" from the palette; in the Workflow tab a condition on Amount > 1000.00
 *   whose branch asks the approver and the administrator to countersign, and the default
 *   branch, which asks nobody), saves version 1, and binds it in /formRule to one meeting room
 *   (301 in EN, 302 in TC: test/e2e/cross-day.spec.ts books 303 later on the same server);
 * - the booker, in the terminal, books that room (Book → Meeting room → the room → a working
 *   day from tomorrow on → a free slot → Next), fills the subject and the approval form
 *   (Reason, Amount 2000.00), whose path preview names the countersign step and both people,
 *   accepts the notices and submits: the booking waits for approval, "Pending approval" in /my;
 * - the approver approves in the back office (/myTodo → detail drawer → Approve), the
 *   administrator in the terminal (Approvals → the request's card → its detail → Approve); the
 *   booker reloads /my: the booking is booked;
 * - EN only: the booker starts the same form from /apply with Amount 500.00 (the default
 *   branch): the preview shows no step and the request ends approved at once;
 * - the administrator opens the booking's process in the machine gallery
 *   (/machines?process=<id>) with its final state highlighted.
 * The TC test designs a second form and takes it through the same steps, asserting the
 * traditional Chinese texts. The server starts with fresh data per run (playwright.config.ts).
 */
import { type Browser, type Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

// Each test walks a whole journey through two apps and three accounts.
test.describe.configure({ timeout: 420_000 });

/**
 * How long a back-office page may take to open (ms): the shell reopens the account's last
 * application and may first switch to the one holding the page (menu change, the user reloaded),
 * seconds on a busy machine.
 */
const PAGE_SWITCH_MS = 30_000;

/** Every text the journey reads, per language. */
const TEXT = {
  EN: {
    key: 'en',
    language: 'English',
    group: 'General',
    add: 'Add',
    ok: 'OK',
    design: 'Design',
    nameCn: 'Name (Simplified Chinese)',
    nameEn: 'Name (English)',
    nameTc: 'Name (Traditional Chinese)',
    addText: 'Add a “Text” field',
    addMoney: 'Add a “Amount” field',
    required: 'Required',
    workflowTab: 'Workflow',
    addNode: 'Add a node',
    condition: 'Condition',
    save: 'Save as a new version',
    version1: 'Version 1',
    unsaved: 'No version saved yet',
    branch1: 'Condition 1',
    setConditions: 'Set the conditions',
    otherwise: 'Otherwise',
    otherwiseHint: 'Taken when no other branch applies',
    addCondition: 'Add a condition',
    column: 'Field',
    operator: 'Comparison',
    value: 'Value',
    amount: 'Amount',
    greaterThan: 'greater than',
    oneCondition: '1 condition',
    approver: 'Approver',
    setPeople: 'Not set',
    whoApproves: 'Who approves',
    specified: 'Specified people',
    people: 'People',
    organisation: 'Organisation',
    severalAsked: 'When several people are asked',
    countersign: 'Countersign (all must approve)',
    twoPeople: '2 specified people',
    saved: 'Saved as version 1',
    lang: 'EN',
    htmlLang: 'en',
    applyTitle: 'Apply',
    reason: 'Reason',
    reasonValue: 'New rackets for the club',
    pathTitle: 'Approval path',
    submit: 'Submit',
    submitted: 'Your request was submitted',
    viewRequest: 'View the request',
    view: 'View',
    inApproval: 'In approval',
    centerTitle: 'Approvals',
    approve: 'Approve',
    approved: 'Approved',
    formsTitle: 'Form definitions',
    addFormTitle: 'Add form',
    groupLabel: 'Group',
    everyone: 'Everyone',
    rulesTitle: 'Form rules',
    addRuleTitle: 'Add form rule',
    formLabel: 'Form',
    nameLabel: 'Name',
    sitesLabel: 'Sites',
    enabled: 'Enabled',
    book: 'Book',
    meetingRoom: 'Meeting room',
    next: 'Next',
    subject: 'Subject',
    subjectValue: 'Club committee meeting',
    approvalHeading: 'Approval form',
    agree: 'I have read and agree to the above',
    bookSubmit: 'Submit',
    bookedPending: 'Submitted; waiting for approval',
    viewMy: 'Go to my bookings',
    pendingApproval: 'Pending approval',
    bookedStatus: 'Booked',
    noApproval: 'No approval needed: approved once submitted',
    ended: 'The process has ended',
    galleryTitle: (form: string, id: number) => `${form} · process ${id}`,
  },
  TC: {
    key: 'tc',
    language: '繁體中文',
    group: '通用',
    add: '新增',
    ok: '確定',
    design: '設計',
    nameCn: '名稱（簡體）',
    nameEn: '名稱（英文）',
    nameTc: '名稱（繁體）',
    addText: '新增「單行文字」欄位',
    addMoney: '新增「金額」欄位',
    required: '必填',
    workflowTab: '流程',
    addNode: '新增節點',
    condition: '條件分支',
    save: '保存為新版本',
    version1: '版本 1',
    unsaved: '尚未保存版本',
    branch1: '條件1',
    setConditions: '請設定條件',
    otherwise: '其他情況',
    otherwiseHint: '未滿足其他條件時進入此分支',
    addCondition: '新增條件',
    column: '條件欄位',
    operator: '比較',
    value: '值',
    amount: '金額',
    greaterThan: '大於',
    oneCondition: '1 個條件',
    approver: '審批人',
    setPeople: '請設定',
    whoApproves: '審批人類型',
    specified: '指定成員',
    people: '成員',
    organisation: '選擇部門',
    severalAsked: '多人審批方式',
    countersign: '會簽（須全部同意）',
    twoPeople: '指定成員 2 人',
    saved: '已保存為版本 1',
    lang: 'TC',
    htmlLang: 'zh-Hant',
    applyTitle: '申請',
    reason: '事由',
    reasonValue: '參加校際比賽的差旅',
    pathTitle: '審批流程',
    submit: '提交',
    submitted: '申請已提交',
    viewRequest: '查看申請',
    view: '查看',
    inApproval: '審批中',
    centerTitle: '審批中心',
    approve: '同意',
    approved: '已通過',
    formsTitle: '表單定義',
    addFormTitle: '新增表單',
    groupLabel: '分組',
    everyone: '所有人',
    rulesTitle: '表單規則',
    addRuleTitle: '新增表單規則',
    formLabel: '表單',
    nameLabel: '名稱',
    sitesLabel: '場地',
    enabled: '啟用',
    book: '預約',
    meetingRoom: '會議室',
    next: '下一步',
    subject: '預約主題',
    subjectValue: '校際比賽籌備會議',
    approvalHeading: '審批表單',
    agree: '我已閱讀並同意以上內容',
    bookSubmit: '提交預約',
    bookedPending: '已提交，等待審批',
    viewMy: '查看我的預約',
    pendingApproval: '待審核',
    bookedStatus: '已預約',
    noApproval: '無需審批，提交後直接通過',
    ended: '流程已結束',
    galleryTitle: (form: string, id: number) => `${form} · 流程 ${id}`,
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

/** Signs in on a login page (CN labels by default; any language accepted). */
async function signIn(page: Page, path: string, account: string, password: string) {
  await page.goto(path);
  await page.getByLabel(/^(账号|Account|帳號)/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in|登入)$/ }).click();
}

/** Signs in to the back office and switches it to `lang` with the language dropdown. */
async function backOffice(browser: Browser, account: string, password: string, lang: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/admin/login', account, password);
  await expect(page.getByTestId('admin-title')).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: lang === 'EN' ? 'English' : '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'EN' ? 'en' : 'zh-Hant');
  return page;
}

/** Adds a field from the palette and labels it in the three languages, required. */
async function addField(page: Page, t: Texts, palette: string, label: { cn: string; en: string; tc: string }) {
  await page.getByRole('button', { name: palette }).click();
  const card = page.getByTestId('field-canvas').getByRole('listitem').last();
  await card.click();
  await expect(card).toHaveAttribute('aria-current', 'true');
  const props = page.getByTestId('field-properties');
  await props.getByTestId('prop-label-cn').fill(label.cn);
  await props.getByTestId('prop-label-en').fill(label.en);
  await props.getByTestId('prop-label-tc').fill(label.tc);
  await props.getByText(t.required, { exact: true }).click();
  await expect(card).toContainText(label[t.key]);
}

/**
 * In /building: the fields "Reason" (text) and "Amount" (money), then the workflow — a
 * condition whose first branch (Amount > 1000.00) asks the approver and the administrator to
 * countersign, and the default branch — and saves version 1.
 */
async function designForm(page: Page, t: Texts) {
  await expect(page.getByTestId('designer-version')).toHaveText(t.unsaved);
  await addField(page, t, t.addText, { cn: '事由', en: 'Reason', tc: '事由' });
  await addField(page, t, t.addMoney, { cn: '金额', en: 'Amount', tc: '金額' });

  await page.getByRole('tab', { name: t.workflowTab }).click();
  const flow = page.getByTestId('workflow-flow');
  await flow.getByRole('button', { name: t.addNode }).click();
  await flow.getByRole('button', { name: t.condition, exact: true }).click();
  const firstBranch = flow.getByRole('group', { name: t.branch1 });
  await expect(firstBranch).toContainText(t.setConditions);
  await expect(flow.getByRole('group', { name: t.otherwise })).toContainText(t.otherwiseHint);

  // The first branch: Amount greater than 1000.00.
  await firstBranch.getByRole('button', { name: new RegExp(t.branch1) }).click();
  const branchDrawer = page.getByTestId('workflow-branch-drawer');
  await branchDrawer.getByRole('button', { name: t.addCondition }).click();
  await expect(branchDrawer.getByLabel(t.column)).toHaveValue(/field_/);
  await expect(branchDrawer.getByLabel(t.column).locator('option:checked')).toHaveText(t.amount);
  await expect(branchDrawer.getByLabel(t.operator).locator('option:checked')).toHaveText(t.greaterThan);
  await branchDrawer.getByLabel(t.value, { exact: true }).fill('1000.00');
  await branchDrawer.getByRole('button', { name: t.ok }).click();
  await expect(branchDrawer).toBeHidden();
  await expect(firstBranch).toContainText(t.oneCondition);

  // Its approver: the approver and the administrator, countersigning.
  const column = firstBranch.locator('xpath=..');
  await column.getByRole('button', { name: t.addNode }).first().click();
  await column.getByRole('button', { name: t.approver, exact: true }).click();
  const approverCard = column.getByRole('group', { name: t.approver, exact: true });
  await approverCard.getByRole('button', { name: t.setPeople }).click();
  const nodeDrawer = page.getByTestId('workflow-node-drawer');
  await expect(nodeDrawer.getByLabel(t.whoApproves).locator('option:checked')).toHaveText(t.specified);
  const people = nodeDrawer.getByRole('group', { name: t.people });
  await people.getByLabel(t.organisation).selectOption({ label: 'Sports Department' });
  await people.getByText('Demo Approver').click();
  await people.getByLabel(t.organisation).selectOption({ label: 'Administration Office' });
  await people.getByText('Administrator').click();
  await expect(people.getByRole('button', { name: /Demo Approver|Administrator/ })).toHaveCount(2);
  await nodeDrawer.getByLabel(t.severalAsked).selectOption({ label: t.countersign });
  await nodeDrawer.getByRole('button', { name: t.ok }).click();
  await expect(nodeDrawer).toBeHidden();
  await expect(approverCard).toContainText(t.twoPeople);

  // Saved: version 1.
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByTestId('designer-answer')).toContainText(t.saved);
  await expect(page.getByTestId('designer-version')).toHaveText(t.version1);
}

/** Week day (0 = Sunday) of a calendar date `YYYY-MM-DD`. */
const weekDayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * In the back office's /formRule: a rule that binds `form` to the one site `site` (picked as
 * "scene / site"); its row shows the form and the site.
 */
async function bindForm(admin: Page, t: Texts, form: string, site: string) {
  await admin.goto('/admin/formRule');
  await expect(admin.getByRole('heading', { name: t.rulesTitle })).toBeVisible({ timeout: PAGE_SWITCH_MS });
  await admin.getByTestId('formRule-add').click();
  const dialog = admin.getByTestId('formRule-form');
  await expect(dialog).toContainText(t.addRuleTitle);
  const define = dialog.getByRole('combobox', { name: t.formLabel });
  await expect(define.getByRole('option', { name: form })).toHaveCount(1);
  await define.selectOption({ label: form });
  const ruleName = `${form} · ${site}`;
  await dialog.getByRole('textbox', { name: t.nameLabel, exact: true }).fill(ruleName);
  const siteOption = `${t.meetingRoom} / ${site}`;
  await dialog.getByTestId('field-siteIds').getByText(siteOption, { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: siteOption, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: t.ok, exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByTestId('data-row').filter({ hasText: ruleName });
  await expect(row).toContainText(form);
  await expect(row).toContainText(`${t.sitesLabel}: ${site}`);
  await expect(row).toContainText(t.enabled);
}

/**
 * The booker books `site` in the terminal: Book → Meeting room → the site → the first
 * working day from tomorrow on → its first free slot → Next; fills the subject and the
 * approval form (Reason, Amount 2000.00), whose path preview names the countersign step and
 * both people; accepts the notices and submits. The booked view says it waits for approval,
 * and /my shows the site's booking pending approval.
 */
async function bookRoom(booker: Page, t: Texts, site: string) {
  const mainNav = booker.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: t.book, exact: true }).click();
  await booker.getByRole('button', { name: t.meetingRoom, exact: true }).click();
  await booker.getByRole('button', { name: new RegExp(`^${site} `) }).click();

  // A working day (meeting rooms open Mon–Fri) from tomorrow on, in the site's time zone.
  const chips = booker.getByTestId('date-chips').getByRole('button');
  await expect(chips).toHaveCount(7);
  const dates = await chips.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') ?? ''));
  const date = dates.slice(1).find((d) => [1, 2, 3, 4, 5].includes(weekDayOf(d)))!;
  const chip = booker.getByTestId('date-chips').locator(`[data-date="${date}"]`);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const slot = booker.getByTestId('slot-grid').locator('button[data-status=free]').first();
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await booker.getByRole('button', { name: t.next }).click();

  // The form: the subject, then the approval form with its path preview.
  await expect(booker).toHaveURL(/\/appointment\/timeform/);
  await booker.getByLabel(t.subject).fill(t.subjectValue);
  const approval = booker.getByTestId('approval-form');
  await expect(approval).toContainText(t.approvalHeading);
  await approval.getByLabel(t.reason).fill(t.reasonValue);
  await approval.getByLabel(t.amount).fill('2000.00');
  const preview = approval.getByTestId('path-preview');
  await expect(preview).toContainText(t.pathTitle);
  const step = preview.getByRole('listitem');
  await expect(step).toHaveCount(1);
  await expect(step).toContainText(t.approver);
  await expect(step).toContainText(t.countersign);
  await expect(step).toContainText('Demo Approver');
  await expect(step).toContainText('Administrator');
  await booker.getByText(t.agree, { exact: true }).click();
  await approval.getByRole('button', { name: t.bookSubmit }).click();

  const booked = booker.getByTestId('booking-booked');
  await expect(booked).toContainText(t.bookedPending);
  await expect(booked).toContainText(site);
  await booked.getByRole('link', { name: t.viewMy }).click();
  await expect(booker).toHaveURL(/\/my$/);
  const card = booker.getByTestId('booking-card').filter({ hasText: site });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('booking-status')).toHaveText(t.pendingApproval);
}

/**
 * The approver approves `form` in the back office (/myTodo → the drawer → Approve), then the
 * administrator in the terminal (/auditCenter → the request's card → its detail → Approve),
 * which ends the countersign step: the process is approved. Returns the process id (from the
 * detail page's address).
 */
async function bothApprove(browser: Browser, t: Texts, form: string): Promise<number> {
  // The approver, in the back office: My to-do → the drawer → Approve.
  const approver = await backOffice(browser, 'approver', 'Approver@123', t.lang);
  await approver.goto('/admin/myTodo');
  const row = approver.getByTestId('data-row').filter({ hasText: form });
  await expect(row).toContainText('Demo Booker', { timeout: PAGE_SWITCH_MS });
  await row.getByRole('button', { name: t.view }).click();
  const drawer = approver.getByTestId('process-drawer');
  await expect(drawer.getByTestId('process-detail')).toContainText(t.inApproval);
  await drawer.getByTestId('action-approve').click();
  await approver.getByTestId('decision-dialog').getByTestId('decision-submit').click();
  await expect(approver.getByTestId('decision-dialog')).toBeHidden();
  await expect(approver.getByTestId('data-row').filter({ hasText: form })).toHaveCount(0);

  // The administrator, in the terminal: Approvals → the request's card → Approve.
  const admin = await terminal(browser, 'admin', 'Admin@123', t);
  await admin.getByRole('navigation').first().getByRole('link', { name: t.centerTitle, exact: true }).click();
  await expect(admin.getByRole('heading', { name: t.centerTitle })).toBeVisible();
  const card = admin.getByTestId('process-card').filter({ hasText: form });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(t.inApproval);
  await expect(card).toContainText('Demo Booker');
  await card.click();
  await expect(admin).toHaveURL(/\/auditDetail\?id=\d+/);
  const processId = Number(new URL(admin.url()).searchParams.get('id'));
  const detail = admin.getByTestId('process-detail');
  await expect(detail).toContainText(form);
  await detail.getByTestId('action-approve').click();
  await admin.getByTestId('decision-dialog').getByTestId('decision-submit').click();
  await expect(admin.getByTestId('decision-dialog')).toBeHidden();
  await expect(detail.getByTestId('process-status').first()).toHaveText(t.approved);
  await expect(detail.getByTestId('action-approve')).toHaveCount(0);
  return processId;
}

/**
 * The booker starts `form` from the terminal's /apply with Amount 500.00: the default branch
 * asks nobody, so the preview shows no step and the request ends approved at once.
 */
async function applyWithoutApproval(booker: Page, t: Texts, form: string) {
  await booker.getByRole('navigation').first().getByRole('link', { name: t.applyTitle, exact: true }).click();
  await expect(booker.getByRole('heading', { name: t.applyTitle })).toBeVisible();
  await booker.getByRole('link', { name: form }).click();
  await expect(booker.getByRole('heading', { name: form, level: 1 })).toBeVisible();
  await booker.getByLabel(t.reason).fill(t.reasonValue);
  await booker.getByLabel(t.amount).fill('500.00');
  const preview = booker.getByTestId('path-preview');
  await expect(preview.getByTestId('preview-empty')).toHaveText(t.noApproval);
  await expect(preview.getByRole('listitem')).toHaveCount(0);
  await booker.getByRole('button', { name: t.submit }).click();
  const sent = booker.getByTestId('request-sent');
  await expect(sent).toContainText(t.submitted);
  await expect(sent).toContainText(t.ended);
  await sent.getByRole('link', { name: t.viewRequest }).click();
  await expect(booker).toHaveURL(/id=\d+/);
  await expect(booker.getByTestId('process-detail').getByTestId('process-status').first()).toHaveText(t.approved);
}

/** Signs in to the terminal and chooses `t`'s language. */
async function terminal(browser: Browser, account: string, password: string, t: Texts): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/login', account, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: t.language });
  await expect(page.locator('html')).toHaveAttribute('lang', t.htmlLang);
  return page;
}

/**
 * The whole journey in `t`'s language with a new form named `names`, bound to `site` (a
 * meeting room no other spec books, named in `t`'s language); with `apply`, the booker also starts the form from
 * /apply on its default branch.
 */
async function journey(
  browser: Browser,
  t: Texts,
  names: { cn: string; en: string; tc: string },
  site: string,
  apply: boolean,
) {
  const shown = names[t.key];
  const admin = await backOffice(browser, 'admin', 'Admin@123', t.lang);

  // A new form in /formDefine.
  await admin.goto('/admin/formDefine');
  await expect(admin.getByRole('heading', { name: t.formsTitle })).toBeVisible({ timeout: PAGE_SWITCH_MS });
  await admin.getByRole('button', { name: t.add, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: t.addFormTitle });
  await dialog.getByLabel(t.groupLabel).selectOption({ label: t.group });
  await dialog.getByLabel(t.nameCn).fill(names.cn);
  await dialog.getByLabel(t.nameEn).fill(names.en);
  await dialog.getByLabel(t.nameTc).fill(names.tc);
  await dialog.getByRole('button', { name: t.ok }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByTestId('data-row').filter({ hasText: names.en });
  await expect(row).toContainText(t.everyone);
  await row.getByRole('button', { name: t.design }).click();
  await expect(admin).toHaveURL(/\/admin\/building\?id=\d+$/);
  await designForm(admin, t);

  // Bookings of the site go through the form.
  await bindForm(admin, t, shown, site);

  // The booker books the site: pending approval.
  const booker = await terminal(browser, 'booker', 'Booker@123', t);
  await bookRoom(booker, t, site);

  // Both approve; the booker's booking is booked.
  const processId = await bothApprove(browser, t, shown);
  await booker.reload();
  const card = booker.getByTestId('booking-card').filter({ hasText: site });
  await expect(card.getByTestId('booking-status')).toHaveText(t.bookedStatus);

  if (apply) await applyWithoutApproval(booker, t, shown);

  // The gallery: the process's workflow with its final state highlighted.
  await admin.goto(`/admin/machines?process=${processId}`);
  // The chart is laid out in the browser (elkjs): slow on a busy machine.
  await expect(admin.getByTestId('workflow-title')).toContainText(t.galleryTitle(shown, processId), {
    timeout: 30_000,
  });
  await expect(admin.getByTestId('process-status')).toHaveText(t.approved);
  const chart = admin.getByTestId('chart');
  await expect(chart.locator('[data-testid=chart-state][data-state-key="approved"]')).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const other of ['rejected', 'withdrawn']) {
    await expect(chart.locator(`[data-testid=chart-state][data-state-key="${other}"]`)).not.toHaveAttribute(
      'aria-current',
      'true',
    );
  }
}

test('EN: design a form, bind it to a room, book the room, two approvals, booked; /apply; the gallery', async ({
  browser,
}) => {
  await journey(
    browser,
    TEXT.EN,
    { cn: '采购申请', en: 'Purchase request', tc: '採購申請' },
    placeNamesOf('Meeting Room 301').nameEn,
    true,
  );
});

test('TC: the same journey in traditional Chinese', async ({ browser }) => {
  await journey(
    browser,
    TEXT.TC,
    { cn: '差旅报销', en: 'Travel claim', tc: '差旅報銷' },
    placeNamesOf('Meeting Room 302').nameTc,
    false,
  );
});
