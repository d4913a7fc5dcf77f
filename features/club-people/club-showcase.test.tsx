/**
 * The top of the terminal's /fitnessCenter against the fake gateway: the club's profile (name, introduction,
 * hours, address, phone, pictures) and the popular places strip, each place opening the booking of its site
 * (`/appointment/time?sceneId=&siteId=`) when the wizard is routed; loading, empty and error states of each part,
 * one failing call leaving the other shown; the texts in EN, CN and TC.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { clubProfile, popularPlaces } from '../../platform/contracts/sport-site.contract';
import { Code } from '../../platform/protocol/codes';
import { aClubProfile, aPopularPlace, createHeldCalls, refuse, renderWithRuntime } from '../../ui/testing';
import { FitnessCenterPage } from './fitness-center-page';

/** The paths the 2/4 set routes that matter here: the landing and the booking wizard. */
const WITH_BOOKING = new Set(['/fitnessCenter', '/appointment']);

describe('/fitnessCenter: the club and its popular places', () => {
  it('shows the profile and the places, each opening the booking of its site', async () => {
    const { gateway } = await renderWithRuntime(<FitnessCenterPage routed={WITH_BOOKING} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(clubCoachList, () => []);
        g.on(clubProfile, () => aClubProfile());
        g.on(popularPlaces, () => [
          aPopularPlace(),
          aPopularPlace({
            siteId: 41,
            sceneId: 4,
            name: 'Table Tennis Table 1',
            sceneName: 'Table tennis',
            fromPriceCents: null,
            bookings30d: 1,
          }),
        ]);
      },
    });
    const profile = await screen.findByTestId('club-profile');
    expect(within(profile).getByRole('heading', { name: 'Venueflow Fitness' })).toBeTruthy();
    expect(screen.getByTestId('club-introduction').textContent).toBe('Courts, studios and coaches for every member.');
    expect(screen.getByTestId('club-hours').textContent).toBe('Opening hoursDaily 07:00–22:00');
    expect(screen.getByTestId('club-address').textContent).toBe('AddressWest Campus, Gymnasium 2F');
    expect(screen.getByTestId('club-phone').textContent).toBe('Phone021-5555-0100');
    const picture = within(screen.getByTestId('club-pictures')).getByRole('img');
    expect(picture.getAttribute('src')).toBe('https://example.com/club.jpg');
    expect(picture.getAttribute('alt')).toBe('Venueflow Fitness picture 1');

    const strip = await screen.findByTestId('popular-places');
    const links = within(strip).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Book Full Court 5 (Basketball)', '/appointment/time?sceneId=3&siteId=31'],
      ['Book Table Tennis Table 1 (Table tennis)', '/appointment/time?sceneId=4&siteId=41'],
    ]);
    expect(within(links[0]).getByText('from CN¥100.00 an hour')).toBeTruthy();
    expect(within(links[0]).getByText('4 bookings in the last 30 days')).toBeTruthy();
    expect(within(links[1]).getByText('1 booking in the last 30 days')).toBeTruthy();
    expect(within(links[1]).queryByText(/an hour/)).toBeNull();
    // The strip asks for its eight places.
    expect(gateway.requests(popularPlaces).map((r) => r.body)).toEqual([{ limit: '8' }]);
  });

  it('shows the places without links where the booking wizard is not routed', async () => {
    await renderWithRuntime(<FitnessCenterPage routed={new Set(['/fitnessCenter'])} />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(clubCoachList, () => []);
        g.on(clubProfile, () => aClubProfile());
        g.on(popularPlaces, () => [aPopularPlace()]);
      },
    });
    const strip = await screen.findByTestId('popular-places');
    expect(within(strip).getByText('Full Court 5')).toBeTruthy();
    expect(within(strip).queryAllByRole('link')).toEqual([]);
  });

  it('shows each part loading, then the empty states (CN)', async () => {
    const held = createHeldCalls();
    await renderWithRuntime(<FitnessCenterPage routed={WITH_BOOKING} />, {
      app: 'terminal',
      lang: 'CN',
      serve: (g) => {
        g.on(clubCoachList, () => []);
        held.hold(g, clubProfile);
        held.hold(g, popularPlaces);
      },
    });
    expect(await screen.findByTestId('club-profile-loading')).toBeTruthy();
    expect(screen.getByTestId('popular-places-loading')).toBeTruthy();
    // The first version's profile: a name and nothing else.
    await held.answer(
      clubProfile,
      aClubProfile({ name: '健身俱乐部', address: '', phone: '', hours: '', introduction: '', pictures: [] }),
    );
    await held.answer(popularPlaces, []);
    expect(await screen.findByText('俱乐部暂未发布简介')).toBeTruthy();
    expect(screen.getByText('健身俱乐部')).toBeTruthy();
    expect(await screen.findByText('暂无热门场地')).toBeTruthy();
    expect(screen.queryByTestId('club-profile-loading')).toBeNull();
    expect(screen.queryByTestId('popular-places')).toBeNull();
    expect(screen.getByText('热门场地')).toBeTruthy();
  });

  it('shows an error with retry for a failing part and keeps the other (TC)', async () => {
    let profileCalls = 0;
    await renderWithRuntime(<FitnessCenterPage routed={WITH_BOOKING} />, {
      app: 'terminal',
      lang: 'TC',
      serve: (g) => {
        g.on(clubCoachList, () => []);
        g.on(clubProfile, () => {
          profileCalls++;
          return refuse(Code.SERVER_ERROR);
        });
        g.on(popularPlaces, () => [aPopularPlace({ bookings30d: 2 })]);
      },
    });
    const strip = await screen.findByTestId('popular-places');
    expect(within(strip).getByRole('link').getAttribute('aria-label')).toBe('預約Full Court 5（Basketball）');
    expect(within(strip).getByText('近30天預約 2 次')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('club-profile-loading')).toBeNull());
    expect(screen.queryByTestId('club-profile')).toBeNull();
    expect(screen.getByText('載入失敗')).toBeTruthy();
    // Retry asks again (the coaches answer, so the only failing part is the profile).
    const before = profileCalls;
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(profileCalls).toBeGreaterThan(before));
  });
});
