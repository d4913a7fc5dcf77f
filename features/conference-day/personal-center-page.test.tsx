/**
 * /personalCenter (and /otherPage, built on the same entries) against the fake gateway: an entry
 * shows only when the set routes its page and the user's terminal menus admit it; the message
 * entry carries the unread count; "Log out" signs out to the login page; the language switch
 * switches the page's texts.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messageUnreadCount } from '../../platform/contracts/message.contract';
import { aMenuPage, aUser, renderWithRuntime } from '../../ui/testing';
import { OtherPage } from './other-page';
import { PersonalCenterPage } from './personal-center-page';

const ROUTED = new Set([
  '/trip',
  '/conference-center',
  '/foodDeliveryOrder',
  '/myMealVoucher',
  '/mealVouchers',
  '/messages',
  '/person',
  '/meet',
  '/scheduling',
  '/catering',
  '/contactInfo',
]);

/** A booker whose terminal menus grant `paths`. */
const withMenus = (paths: string[]) =>
  aUser({
    name: 'Li Lei',
    nickName: 'Li Lei',
    account: 'lilei',
    orgName: 'Physics',
    terminal: { menus: paths.map((p, i) => aMenuPage(100 + i, p, p)), paths },
  });

const pathsOf = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('service-link')
    .map((l) => l.getAttribute('data-path'));

describe('/personalCenter', () => {
  it('shows the entries the set routes and the menus admit, with the unread count (English)', async () => {
    await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      url: '/personalCenter',
      // /settlement and /auditing are granted but not routed; /foodDeliveryOrder is routed but not granted.
      user: withMenus([
        '/trip',
        '/conference-center',
        '/myMealVoucher',
        '/messages',
        '/person',
        '/settlement',
        '/auditing',
      ]),
      routes: [
        { path: '/personalCenter', element: <PersonalCenterPage routed={ROUTED} /> },
        { path: '/login', element: <div data-testid="login-landed" /> },
      ],
      serve: (g) => g.on(messageUnreadCount, () => ({ count: 3 })),
    });
    const services = await screen.findByRole('list', { name: 'My services' });
    expect(pathsOf(services)).toEqual(['/trip', '/conference-center', '/myMealVoucher', '/messages']);
    expect(within(services).getByRole('link', { name: 'My day' }).getAttribute('href')).toBe('/trip');
    expect(await within(services).findByText('3 unread')).toBeTruthy();
    const account = screen.getByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/person');
    expect(screen.getByTestId('center-name').textContent).toBe('Li Lei');
    expect(screen.getByTestId('center-organisation').textContent).toBe('lilei · Physics');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('login-landed')).toBeTruthy();
  });

  it('without menus shows every routed entry, reads no count without /messages, switches language', async () => {
    const { gateway } = await renderWithRuntime(
      <PersonalCenterPage routed={new Set(['/trip', '/foodDeliveryOrder', '/person'])} />,
      { app: 'terminal', lang: 'EN', user: aUser({ terminal: null }) },
    );
    const services = await screen.findByRole('list', { name: 'My services' });
    expect(pathsOf(services)).toEqual(['/trip', '/foodDeliveryOrder']);
    expect(gateway.calls(messageUnreadCount)).toEqual([]);
    const language = within(screen.getByTestId('center-language')).getByRole('combobox', { name: 'Language' });
    fireEvent.change(language, { target: { value: 'TC' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: '我的中心', level: 1 })).toBeTruthy());
    expect(screen.getByRole('list', { name: '我的服務' })).toBeTruthy();
  });
});

describe('/otherPage', () => {
  it("lists the centre's other services the user may open (Chinese)", async () => {
    await renderWithRuntime(<OtherPage routed={ROUTED} />, {
      app: 'terminal',
      lang: 'CN',
      user: withMenus(['/meet', '/scheduling', '/contactInfo', '/restaurant']),
    });
    const list = await screen.findByRole('list', { name: '其他服务' });
    // /restaurant is granted but not routed here; /catering routed but not granted.
    expect(pathsOf(list)).toEqual(['/meet', '/scheduling', '/contactInfo']);
    expect(within(list).getByRole('link', { name: '联系方式' }).getAttribute('href')).toBe('/contactInfo');
  });

  it('says when none is open (English)', async () => {
    await renderWithRuntime(<OtherPage routed={ROUTED} />, { app: 'terminal', lang: 'EN', user: withMenus(['/trip']) });
    expect(await screen.findByText('No other service is open to you')).toBeTruthy();
  });
});
