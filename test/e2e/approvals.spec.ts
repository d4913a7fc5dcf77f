/**
 * Approvals as people use them (browser tests), in EN and in TC:
 * - the administrator adds a form in /formDefine, designs it in /building (a text "Reason" and
 *   an amount "Amount" from the palette; in the Workflow tab a condition on Amount > 1000.00
 *   whose branch asks the approver and the administrator to countersign, and the default
 *   branch), and saves version 1;
 * - the booker starts it in the terminal's /apply with Amount 2000.00 and sees the path
 *   preview name the countersign step and both people;
 * - the approver approves in the back office (/myTodo → detail drawer → Approve), the
 *   administrator in the terminal (/auditCenter → /examine → Approve); the booker sees the
 *   request Approved in the terminal's "Started" tab;
 * - the administrator opens the process in the machine gallery (/machines?process=<id>) with
 *   its final state highlighted.
 * The TC test designs a second form and takes it through the same steps, asserting the
 * traditional Chinese texts. The server starts with fresh data per run (playwright.config.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

// Each test walks a whole journey through two apps and three accounts.
test.describe.configure({ timeout: 300_000 });

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
    nowWith: 'Now with: Approver',
    viewRequest: 'View the request',
    view: 'View',
    inApproval: 'In approval',
    centerTitle: 'Approvals',
    approve: 'Approve',
    youApproved: 'You approved this request',
    approved: 'Approved',
    formsTitle: 'Form definitions',
    addFormTitle: 'Add form',
    groupLabel: 'Group',
    everyone: 'Everyone',
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
    nowWith: '目前審批：審批人',
    viewRequest: '查看申請',
    view: '查看',
    inApproval: '審批中',
    centerTitle: '審批中心',
    approve: '同意',
    youApproved: '您已同意該申請',
    approved: '已通過',
    formsTitle: '表單定義',
    addFormTitle: '新增表單',
    groupLabel: '分組',
    everyone: '所有人',
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

/**
 * The booker starts `form` in the terminal's /apply with Amount 2000.00 (the path preview
 * shows the countersign step and both people), the approver approves in the back office's
 * /myTodo, the administrator in the terminal's /examine, and the booker sees it approved.
 * Returns the process id.
 */
async function startAndApprove(browser: Browser, t: Texts, form: string): Promise<number> {
  const booker = await terminal(browser, 'booker', 'Booker@123', t);
  await booker.goto('/apply');
  await expect(booker.getByRole('heading', { name: t.applyTitle })).toBeVisible();
  await booker.getByRole('link', { name: form }).click();
  await expect(booker.getByRole('heading', { name: form, level: 1 })).toBeVisible();
  await booker.getByLabel(t.reason).fill(t.reasonValue);
  await booker.getByLabel(t.amount).fill('2000.00');
  const preview = booker.getByTestId('path-preview');
  await expect(preview).toContainText(t.pathTitle);
  const step = preview.getByRole('listitem');
  await expect(step).toHaveCount(1);
  await expect(step).toContainText(t.approver);
  await expect(step).toContainText(t.countersign);
  await expect(step).toContainText('Demo Approver');
  await expect(step).toContainText('Administrator');
  await booker.getByRole('button', { name: t.submit }).click();
  const sent = booker.getByTestId('request-sent');
  await expect(sent).toContainText(t.submitted);
  await expect(sent).toContainText(t.nowWith);
  await sent.getByRole('link', { name: t.viewRequest }).click();
  await expect(booker).toHaveURL(/id=\d+/);
  const processId = Number(new URL(booker.url()).searchParams.get('id'));

  // The approver, in the back office: My to-do → the drawer → Approve.
  const approver = await backOffice(browser, 'approver', 'Approver@123', t.lang);
  await approver.goto('/admin/myTodo');
  const row = approver.getByTestId('data-row').filter({ hasText: form });
  await expect(row).toContainText('Demo Booker');
  await row.getByRole('button', { name: t.view }).click();
  const drawer = approver.getByTestId('process-drawer');
  await expect(drawer.getByTestId('process-detail')).toContainText(t.inApproval);
  await drawer.getByTestId('action-approve').click();
  await approver.getByTestId('decision-dialog').getByTestId('decision-submit').click();
  await expect(approver.getByTestId('decision-dialog')).toBeHidden();
  await expect(approver.getByTestId('data-row').filter({ hasText: form })).toHaveCount(0);

  // The administrator, in the terminal: Approvals → the request → Approve.
  const admin = await terminal(browser, 'admin', 'Admin@123', t);
  await admin.goto('/auditCenter');
  await expect(admin.getByRole('heading', { name: t.centerTitle })).toBeVisible();
  const card = admin.getByTestId('process-card').filter({ hasText: form });
  await expect(card).toContainText(t.inApproval);
  await admin.goto(`/examine?id=${processId}`);
  const examine = admin.getByTestId('examine');
  await expect(examine).toContainText(form);
  await examine.getByRole('button', { name: t.approve }).click();
  await expect(examine.getByTestId('examine-result')).toHaveText(t.youApproved);
  await expect(examine).toContainText(t.approved);

  // The booker: Approvals → Started: approved.
  await booker.goto('/auditCenter?tab=started');
  await expect(booker.getByTestId('process-card').filter({ hasText: form })).toContainText(t.approved);
  return processId;
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

/** The whole journey in `t`'s language with a new form named `names`. */
async function journey(browser: Browser, t: Texts, names: { cn: string; en: string; tc: string }) {
  const shown = names[t.key];
  const admin = await backOffice(browser, 'admin', 'Admin@123', t.lang);

  // A new form in /formDefine.
  await admin.goto('/admin/formDefine');
  await expect(admin.getByRole('heading', { name: t.formsTitle })).toBeVisible();
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

  const processId = await startAndApprove(browser, t, shown);

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

test('EN: design a form with a countersign branch, start it, two approvals, approved, seen in the gallery', async ({
  browser,
}) => {
  await journey(browser, TEXT.EN, { cn: '采购申请', en: 'Purchase request', tc: '採購申請' });
});

test('TC: the same journey in traditional Chinese', async ({ browser }) => {
  await journey(browser, TEXT.TC, { cn: '差旅报销', en: 'Travel claim', tc: '差旅報銷' });
});
