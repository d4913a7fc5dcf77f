/**
 * The club's people pages against the fake gateway: the terminal's /fitnessCenter links only to the
 * club's pages that are routed and shows the enabled coaches; /coachDetail shows a profile in the
 * reader's language and "not found" for a coach turned off; the back office's /coach turns a coach
 * off after the confirm, and has no such action without the permission.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  clubCoachChangeStatus,
  clubCoachDetail,
  clubCoachList,
  clubCoachPage,
  clubTagList,
  type CoachProfile,
  type CoachRow,
} from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import { CoachDetailPage } from './coach-detail-page';
import CoachPage from './coach-page';
import { FitnessCenterPage } from './fitness-center-page';

const LI: CoachProfile = {
  id: 7,
  displayName: 'Li Ming',
  photoUrl: null,
  introCn: '十年经验',
  introEn: 'Ten years of strength training',
  introTc: '',
  tags: [{ id: 1, kind: 'coach', nameCn: '力量训练', nameEn: 'Strength training', nameTc: '力量訓練' }],
  level: 'senior',
};
const LI_ROW: CoachRow = {
  ...LI,
  userId: 5,
  account: 'coach',
  userName: 'Demo Coach',
  photoMaterialId: null,
  status: 0,
  sort: 0,
  updatedAt: '2026-11-20T09:00:00+08:00',
};

describe('/fitnessCenter', () => {
  it('links only to the routed pages and lists the coaches', async () => {
    const routed = new Set([
      '/fitnessCenter',
      '/fitnessCenter/buyCards',
      '/fitnessCenter/operationRecords',
      '/fitnessCenter/fitnessCenterHelp',
    ]);
    await renderWithRuntime(<FitnessCenterPage routed={routed} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => gateway.on(clubCoachList, () => [LI]),
    });
    const card = await screen.findByTestId('coach-card');
    expect(within(card).getByText('Li Ming')).toBeTruthy();
    expect(within(card).getByText('Senior coach')).toBeTruthy();
    expect(within(card).getByText('Strength training')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/coachDetail?id=7');
    const links = within(screen.getByTestId('fitness-links')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Buy a membership card', '/fitnessCenter/buyCards'],
      ['My card operations', '/fitnessCenter/operationRecords'],
      ['Club help', '/fitnessCenter/fitnessCenterHelp'],
    ]);
  });

  it('shows no links when none of the club pages is routed, and the empty state without coaches', async () => {
    await renderWithRuntime(<FitnessCenterPage routed={new Set(['/fitnessCenter'])} />, {
      app: 'terminal',
      lang: 'CN',
      serve: (gateway) => gateway.on(clubCoachList, () => []),
    });
    expect(await screen.findByText('暂无教练')).toBeTruthy();
    expect(screen.queryByTestId('fitness-links')).toBeNull();
  });
});

describe('/coachDetail', () => {
  it('shows the profile in the reader’s language, an empty TC introduction falling back to CN', async () => {
    await renderWithRuntime(<CoachDetailPage />, {
      app: 'terminal',
      lang: 'TC',
      url: '/coachDetail?id=7',
      serve: (gateway) => gateway.on(clubCoachDetail, () => LI),
    });
    expect((await screen.findByTestId('coach-intro')).textContent).toBe('十年经验');
    expect(screen.getByText('力量訓練')).toBeTruthy();
    expect(screen.getByText('高級教練')).toBeTruthy();
  });

  it('says "not found" for a coach turned off', async () => {
    await renderWithRuntime(<CoachDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/coachDetail?id=9',
      serve: (gateway) => gateway.on(clubCoachDetail, () => refuse(Code.NOT_FOUND)),
    });
    expect(await screen.findByText('This coach does not exist or is no longer shown')).toBeTruthy();
  });
});

describe('/coach', () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<CoachPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (gateway) => {
        gateway.on(clubCoachPage, () => aPage([LI_ROW]));
        gateway.on(clubTagList, () => LI.tags);
        gateway.on(clubCoachChangeStatus, ({ id, status }) => ({ ...LI_ROW, id, status }));
      },
    });

  it('turns a coach off after the confirm', async () => {
    const { gateway } = await setup(['fitness:coach:page', 'fitness:coach:changeStatus']);
    const row = (await screen.findByText('Demo Coach')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByTestId('coach-status').textContent).toBe('On');
    fireEvent.click(within(row).getByTestId('action-disable'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Turn off coach Li Ming\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(clubCoachChangeStatus)).toHaveLength(1));
    expect(gateway.requests(clubCoachChangeStatus)[0].body).toEqual({ id: 7, status: 1 });
  });

  it('has no Turn off without fitness:coach:changeStatus', async () => {
    await setup(['fitness:coach:page']);
    const row = (await screen.findByText('Demo Coach')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-disable')).toBeNull();
  });
});
