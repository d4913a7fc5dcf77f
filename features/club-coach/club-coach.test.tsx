/**
 * The coaches' pages against the fake gateway: /fitnessCenter/evaluationRecords rates an attended class
 * (the scores and comment sent) and shows a refusal in the server's words; the coach's home lists today and
 * links to the coach pages; /myClass switches between upcoming and past; /commentRecords shows the
 * averages; /adjustedLog shows before → after; the back office's /comment hides with a reason (and has no
 * Hide without the permission); /coachLog shows the lines, totals and adds a rule in cents.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  coachCentreAdjustments,
  coachCentreClasses,
  coachCentreComments,
  coachCentreToday,
  evaluationAdd,
  evaluationMine,
  fitnessCoachLogExport,
  fitnessCoachLogMonth,
  fitnessCoachPayRuleAdd,
  fitnessCoachPayRuleDelete,
  fitnessCoachPayRuleEdit,
  fitnessCoachPayRuleList,
  fitnessCommentAverages,
  fitnessCommentHide,
  fitnessCommentPage,
  type CoachItem,
  type RatingRow,
} from '../../platform/contracts/club-coach.contract';
import { fitnessClassTypePage } from '../../platform/contracts/club-class.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { FakeRefusal } from '../../platform/session/fake-gateway';
import { Code } from '../../platform/protocol/codes';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CoachLogPage from './coach-log-page';
import CommentPage from './comment-page';
import {
  CoachAdjustedLogPage,
  CoachCommentsPage,
  CoachHomePage,
  CoachMyClassPage,
  EvaluationRecordsPage,
} from './terminal-pages';

const TO_RATE = {
  kind: 'league' as const,
  sourceId: 5,
  title: 'Flow yoga',
  coachId: 7,
  coachName: 'Li Ming',
  startAt: '2026-11-27T19:00:00+08:00',
  rateBy: '2026-12-11T19:00:00+08:00',
};
const aRating = (over: Partial<RatingRow> = {}): RatingRow => ({
  id: 1,
  kind: 'private',
  sourceId: 9,
  title: '',
  coachId: 7,
  coachName: 'Li Ming',
  memberName: 'Demo Member',
  heldAt: '2026-11-26T10:00:00+08:00',
  trainerScore: 4,
  serviceScore: 5,
  comment: 'Clear and patient',
  hidden: false,
  hiddenReason: '',
  createdAt: '2026-11-26T12:00:00+08:00',
  ...over,
});
const anItem = (over: Partial<CoachItem> = {}): CoachItem => ({
  kind: 'league',
  id: 3,
  title: 'Spinning',
  startAt: '2026-11-29T18:00:00+08:00',
  endAt: '2026-11-29T19:00:00+08:00',
  place: 'Room 2',
  state: 'scheduled',
  booked: 8,
  attended: 0,
  capacity: 12,
  ...over,
});

describe('/fitnessCenter/evaluationRecords', { timeout: 20_000 }, () => {
  it('rates an attended class with the chosen scores and comment', async () => {
    const { gateway } = await renderWithRuntime(<EvaluationRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(evaluationMine, () => ({ toRate: [TO_RATE], given: [aRating({ hidden: true, hiddenReason: 'Rude' })] }));
        g.on(evaluationAdd, () => aRating({ kind: 'league', sourceId: 5 }));
      },
    });
    const form = await screen.findByTestId('rate-form');
    expect(within(form).getByText(/Flow yoga · Li Ming · 2026-11-27 19:00/)).toBeTruthy();
    expect(within(form).getByText('Rate by 2026-12-11 19:00')).toBeTruthy();
    fireEvent.change(within(form).getAllByRole('combobox')[0], { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Good music' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(gateway.requests(evaluationAdd)).toHaveLength(1));
    expect(gateway.requests(evaluationAdd)[0].body).toEqual({
      kind: 'league',
      sourceId: 5,
      trainerScore: 3,
      serviceScore: 5,
      comment: 'Good music',
    });
    expect(screen.getByText('This rating was hidden: Rude')).toBeTruthy();
  });

  it('shows a refusal in the server’s words', async () => {
    await renderWithRuntime(<EvaluationRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(evaluationMine, () => ({ toRate: [TO_RATE], given: [] }));
        g.on(evaluationAdd, () => {
          throw new FakeRefusal(Code.RATING_ALREADY_GIVEN, 'You have already rated this class');
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('You have already rated this class')).toBeTruthy();
  });
});

describe('the coach centre', { timeout: 20_000 }, () => {
  it('shows today’s classes and links to the coach pages', async () => {
    await renderWithRuntime(<CoachHomePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => g.on(coachCentreToday, () => ({ date: '2026-11-29', coachName: 'Li Ming', items: [anItem()] })),
    });
    const item = await screen.findByTestId('coach-item');
    expect(within(item).getByText(/Spinning/)).toBeTruthy();
    expect(within(item).getByText(/Room 2 · Attended \/ booked: 0\/8 \(12\)/)).toBeTruthy();
    expect(screen.getByText('Today (2026-11-29)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My classes' }).getAttribute('href')).toBe('/fitnessCenterCoach/myClass');
    expect(screen.getByRole('link', { name: 'Adjustments' }).getAttribute('href')).toBe(
      '/fitnessCenterCoach/adjustedLog',
    );
  });

  it('switches my classes between upcoming and past', async () => {
    const { gateway } = await renderWithRuntime(<CoachMyClassPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(coachCentreClasses, ({ when }) =>
          aPage([
            when === 'past'
              ? anItem({ kind: 'private', title: '', state: 'attended', attended: 1, booked: 1 })
              : anItem(),
          ]),
        ),
    });
    await screen.findByText(/Spinning/);
    fireEvent.click(screen.getByTestId('tab-past'));
    expect((await screen.findAllByText(/Private session/)).length).toBeGreaterThan(0);
    expect(gateway.calls(coachCentreClasses).map((r) => r.when)).toContain('past');
  });

  it('shows my averages and the comments, and my adjustments', async () => {
    await renderWithRuntime(<CoachCommentsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(coachCentreComments, () => ({
          averages: { count: 2, trainerAvg: 4.5, serviceAvg: 4 },
          page: aPage([aRating({ memberName: '' })]),
        })),
    });
    expect((await screen.findByTestId('averages')).textContent).toBe('2 ratings, trainer 4.50, service 4.00');
    expect(screen.getByText('Clear and patient')).toBeTruthy();
  });

  it('shows an adjustment before and after', async () => {
    await renderWithRuntime(<CoachAdjustedLogPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(coachCentreAdjustments, () =>
          aPage([
            {
              id: 1,
              kind: 'league' as const,
              sourceId: 3,
              title: 'Spinning',
              fromCoachId: 7,
              fromCoachName: 'Li Ming',
              toCoachId: 8,
              toCoachName: 'Wang Fang',
              fromStart: '2026-12-01T18:00:00+08:00',
              toStart: '2026-12-02T19:00:00+08:00',
              reason: 'Ill',
              createdAt: '2026-11-29T09:00:00+08:00',
            },
          ]),
        ),
    });
    const row = await screen.findByTestId('adjustment-row');
    expect(within(row).getByText('2026-12-01 18:00 Li Ming → 2026-12-02 19:00 Wang Fang')).toBeTruthy();
  });
});

describe('/comment', { timeout: 20_000 }, () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<CommentPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (g) => {
        g.on(fitnessCommentPage, () => aPage([aRating()]));
        g.on(fitnessCommentAverages, () => [
          { coachId: 7, coachName: 'Li Ming', count: 1, trainerAvg: 4, serviceAvg: 5 },
        ]);
        g.on(clubCoachList, () => []);
        g.on(fitnessCommentHide, ({ id }) => aRating({ id, hidden: true, hiddenReason: 'Rude' }));
      },
    });

  it('hides a comment with a reason', async () => {
    const { gateway } = await setup(['fitness:comment:page', 'fitness:comment:hide']);
    const row = (await screen.findByText('Demo Member')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(await screen.findByTestId('coach-averages')).getByText('4.00')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('action-hide'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Rude' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(gateway.requests(fitnessCommentHide)).toHaveLength(1));
    expect(gateway.requests(fitnessCommentHide)[0].body).toEqual({ id: 1, reason: 'Rude' });
  });

  it('has no Hide without fitness:comment:hide', async () => {
    await setup(['fitness:comment:page']);
    const row = (await screen.findByText('Demo Member')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-hide')).toBeNull();
  });
});

describe('/coachLog', { timeout: 20_000 }, () => {
  it('shows the month’s lines with their rule and totals, and adds a rule in cents', async () => {
    const { gateway } = await renderWithRuntime(<CoachLogPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:coachLog:page', 'fitness:coachLog:add'] }),
      serve: (g) => {
        g.on(fitnessCoachPayRuleList, () => [
          {
            id: 2,
            coachId: null,
            coachName: null,
            classTypeId: null,
            classTypeName: null,
            courseKind: 'league' as const,
            basis: 'perHead' as const,
            amountCents: 2_000,
            note: '',
          },
        ]);
        g.on(clubCoachList, () => []);
        g.on(fitnessClassTypePage, () => aPage([]));
        g.on(fitnessCoachLogMonth, ({ month }) => ({
          month,
          lines: [
            {
              kind: 'league' as const,
              sourceId: 3,
              coachId: 7,
              coachName: 'Li Ming',
              title: 'Spinning',
              startAt: '2026-11-20T18:00:00+08:00',
              minutes: 60,
              attendees: 6,
              ruleId: 2,
              basis: 'perHead' as const,
              rateCents: 2_000,
              amountCents: 12_000,
            },
          ],
          totals: [{ coachId: 7, coachName: 'Li Ming', items: 1, amountCents: 12_000 }],
          totalCents: 12_000,
        }));
        g.on(fitnessCoachPayRuleAdd, (v) => ({ id: 3, coachName: null, classTypeName: null, ...v }) as never);
        g.on(fitnessCoachPayRuleDelete, () => null);
        g.on(fitnessCoachLogExport, () => ({ fileName: 'x.xlsx', contentBase64: '' }));
      },
    });
    const lines = await screen.findByTestId('pay-lines');
    expect(within(lines).getByText(/#2 Per attendee/)).toBeTruthy();
    expect(screen.getByTestId('pay-total').textContent).toContain('120.00');
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    expect(within(screen.getByTestId('pay-rules')).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '150.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    await waitFor(() => expect(gateway.requests(fitnessCoachPayRuleAdd)).toHaveLength(1));
    expect(gateway.requests(fitnessCoachPayRuleAdd)[0].body).toMatchObject({
      coachId: null,
      classTypeId: null,
      courseKind: null,
      basis: 'perClass',
      amountCents: 15_050,
    });
  });

  it('edits a rule in the add form, prefilled, and sends the change in cents', async () => {
    const rule = {
      id: 2,
      coachId: 7,
      coachName: 'Li Ming',
      classTypeId: null,
      classTypeName: null,
      courseKind: 'league' as const,
      basis: 'perHead' as const,
      amountCents: 2_000,
      note: 'summer',
    };
    const { gateway } = await renderWithRuntime(<CoachLogPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:coachLog:page', 'fitness:coachLog:edit'] }),
      serve: (g) => {
        g.on(fitnessCoachPayRuleList, () => [rule]);
        g.on(clubCoachList, () => [{ id: 7, displayName: 'Li Ming' }] as never);
        g.on(fitnessClassTypePage, () => aPage([]));
        g.on(fitnessCoachLogMonth, ({ month }) => ({ month, lines: [], totals: [], totalCents: 0 }));
        g.on(fitnessCoachPayRuleEdit, (v) => ({ ...rule, ...v }) as never);
      },
    });
    const rules = await screen.findByTestId('pay-rules');
    // Without the add permission the form shows only while editing.
    expect(screen.queryByTestId('pay-rule-form')).toBeNull();
    fireEvent.click(await within(rules).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('pay-rule-form');
    expect(within(form).getByText('Editing rule #2')).toBeTruthy();
    const amount = within(form).getByRole('spinbutton') as HTMLInputElement;
    expect(amount.value).toBe('20.00');
    const [coach, course, basis] = within(form).getAllByRole('combobox') as HTMLSelectElement[];
    await waitFor(() => expect(coach.value).toBe('7'));
    expect(course.value).toBe('kind:league');
    expect(basis.value).toBe('perHead');
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.change(basis, { target: { value: 'perClass' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(gateway.requests(fitnessCoachPayRuleEdit)).toHaveLength(1));
    expect(gateway.requests(fitnessCoachPayRuleEdit)[0].body).toEqual({
      id: 2,
      coachId: 7,
      classTypeId: null,
      courseKind: 'league',
      basis: 'perClass',
      amountCents: 2_500,
      note: 'summer',
    });
    await waitFor(() => expect(screen.queryByTestId('pay-rule-form')).toBeNull());
  });
});
