/**
 * Demo content (spec §2 /siteNews, /siteNotice, /help): published news and notices in CN,
 * EN and TC — one notice pinned, one scheduled a week ahead (not shown yet), one draft —
 * and two help kinds with published articles (one article only in CN and EN, so TC readers
 * see the fallback). Written inside the seed's transaction, after the accounts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { msArticle, msHelpKind, sysUser } from './schema/index';

const DAY = 24 * 3600 * 1000;

/** A title and a body paragraph in the three languages. */
function texts(cn: [string, string], en: [string, string], tc: [string, string]) {
  return {
    titleCn: cn[0],
    titleEn: en[0],
    titleTc: tc[0],
    bodyCn: `<p>${cn[1]}</p>`,
    bodyEn: `<p>${en[1]}</p>`,
    bodyTc: `<p>${tc[1]}</p>`,
  };
}

/** Writes the demo content relative to `now`. */
export async function seedArticles(tx: Db, now: Date = new Date()): Promise<void> {
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const by = { createdBy: admin?.id ?? null, updatedBy: admin?.id ?? null };
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(msArticle).values([
    {
      kind: 'notice',
      ...texts(
        ['体育馆寒假开放时间调整', '寒假期间体育馆每日 9:00–17:00 开放，<strong>周一闭馆</strong>。'],
        ['Gymnasium hours over the winter break', 'Open daily 9:00–17:00, <strong>closed on Mondays</strong>.'],
        ['體育館寒假開放時間調整', '寒假期間體育館每日 9:00–17:00 開放，<strong>週一閉館</strong>。'],
      ),
      status: 'published',
      pinned: true,
      publishAt: at(-3),
      ...by,
    },
    {
      kind: 'notice',
      ...texts(
        ['羽毛球场地面维护', '3 号、4 号羽毛球场本周五进行地面维护，暂停预约。'],
        ['Badminton court floor maintenance', 'Courts 3 and 4 are closed for floor maintenance this Friday.'],
        ['羽毛球場地面維護', '3 號、4 號羽毛球場本週五進行地面維護，暫停預約。'],
      ),
      status: 'published',
      publishAt: at(-1),
      ...by,
    },
    {
      kind: 'notice',
      ...texts(
        ['新学期预约规则', '新学期起每人每周最多预约 3 次。'],
        ['Booking rules for the new term', 'From the new term on, each person may book at most 3 times a week.'],
        ['新學期預約規則', '新學期起每人每週最多預約 3 次。'],
      ),
      status: 'published',
      publishAt: at(7),
      ...by,
    },
    {
      kind: 'notice',
      ...texts(
        ['（草稿）游泳馆开放通知', '草稿，尚未发布。'],
        ['(Draft) Swimming pool opening', 'A draft, not published yet.'],
        ['（草稿）游泳館開放通知', '草稿，尚未發佈。'],
      ),
      status: 'draft',
      publishAt: at(-2),
      ...by,
    },
    {
      kind: 'news',
      ...texts(
        ['校园篮球联赛圆满结束', '经过两周的比赛，计算机学院队获得冠军。'],
        ['Campus basketball league ends', 'After two weeks of games, the Computer Science team won the title.'],
        ['校園籃球聯賽圓滿結束', '經過兩週的比賽，計算機學院隊獲得冠軍。'],
      ),
      status: 'published',
      publishAt: at(-5),
      ...by,
    },
    {
      kind: 'news',
      ...texts(
        ['新健身房正式启用', '北区新健身房配备 40 台器械，欢迎预约体验。'],
        ['The new gym opens', 'The new north gym has 40 machines: book a session to try it.'],
        ['新健身房正式啟用', '北區新健身房配備 40 台器械，歡迎預約體驗。'],
      ),
      status: 'published',
      publishAt: at(-2),
      ...by,
    },
  ]);
  const [booking, account] = await tx
    .insert(msHelpKind)
    .values([
      { nameCn: '预约指南', nameEn: 'Booking guide', nameTc: '預約指南', sort: 1 },
      { nameCn: '账号与登录', nameEn: 'Account and sign-in', nameTc: '帳號與登入', sort: 2 },
    ])
    .returning({ id: msHelpKind.id });
  await tx.insert(msArticle).values([
    {
      kind: 'help',
      helpKindId: booking.id,
      ...texts(
        ['如何预约场地', '在“预约”中选择场景和场地，再选择时段并提交。'],
        ['How to book a site', 'In Book, choose a scene and a site, then pick the time slots and submit.'],
        ['如何預約場地', '在「預約」中選擇場景和場地，再選擇時段並提交。'],
      ),
      status: 'published',
      publishAt: at(-10),
      ...by,
    },
    {
      kind: 'help',
      helpKindId: booking.id,
      ...texts(
        ['如何取消预约', '在“我的预约”中打开预约详情，点击“取消预约”。'],
        ['How to cancel a booking', 'Open the booking in My bookings and choose Cancel booking.'],
        ['', ''],
      ),
      status: 'published',
      publishAt: at(-10),
      ...by,
    },
    {
      kind: 'help',
      helpKindId: account.id,
      ...texts(
        ['忘记密码怎么办', '请联系管理员重置密码。'],
        ['Forgot your password?', 'Ask an administrator to reset it.'],
        ['忘記密碼怎麼辦', '請聯絡管理員重設密碼。'],
      ),
      status: 'published',
      publishAt: at(-10),
      ...by,
    },
  ]);
}
