/**
 * The terminal's /contact, /contactInfo and /language through the real runtime and a fake
 * gateway: my feedback with its status and replies; sending feedback posts the form and
 * lists the new item; a refusal (a sensitive word) keeps the text and shows the server's
 * message; the contact lines (unset ones marked); choosing a language switches the terminal.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedbackAdd, feedbackMyPage, type FeedbackRow } from '../../platform/contracts/feedback.contract';
import { contactInfo, lanList, type LanguageRow } from '../../platform/contracts/info.contract';
import { Code } from '../../platform/protocol/codes';
import { aPage, refuse, renderWithRuntime } from '../../ui/testing';
import { ContactInfoPage, ContactPage, LanguagePage } from './index';

const REPLIED: FeedbackRow = {
  id: 7,
  kind: 'suggestion',
  content: 'Open earlier',
  contact: null,
  status: 'replied',
  userId: 2,
  userName: 'Demo Booker',
  account: 'booker',
  createdAt: '2026-11-20T09:00:00+08:00',
  updatedAt: '2026-11-21T09:00:00+08:00',
  replies: [{ id: 1, authorName: 'Administrator', content: 'From 7:00', createdAt: '2026-11-21T09:00:00+08:00' }],
};

describe('/contact', () => {
  it('lists my feedback with replies, sends new feedback and lists it', async () => {
    const mine: FeedbackRow[] = [REPLIED];
    const { gateway } = await renderWithRuntime(<ContactPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(feedbackMyPage, () => aPage([...mine]));
        g.on(feedbackAdd, (input) => {
          const contact = input.contact ?? null;
          const row: FeedbackRow = { ...REPLIED, id: 8, ...input, contact, status: 'new', replies: [] };
          mine.unshift(row);
          return row;
        });
      },
    });
    const first = await screen.findByText('Open earlier');
    const item = first.closest('li')!;
    expect(within(item as HTMLElement).getByTestId('my-feedback-status').textContent).toBe('Replied');
    expect(within(item as HTMLElement).getByTestId('my-feedback-reply').textContent).toBe('From 7:00');

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'fault' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Content/ }), { target: { value: 'Lamp broken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(gateway.calls(feedbackAdd)).toEqual([{ kind: 'fault', content: 'Lamp broken' }]));
    expect(await screen.findByText('Lamp broken')).toBeTruthy();
    expect(screen.getAllByTestId('my-feedback')).toHaveLength(2);
  });

  it('keeps the text when the server refuses a sensitive word, and shows its message', async () => {
    await renderWithRuntime(<ContactPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(feedbackMyPage, () => aPage([]));
        g.on(feedbackAdd, () => refuse(Code.WORD_REFUSED, 'The text contains the sensitive word “gamble”'));
      },
    });
    const box = await screen.findByRole('textbox', { name: /Content/ });
    fireEvent.change(box, { target: { value: 'gamble here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The text contains the sensitive word “gamble”')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('gamble here');
  });
});

describe('/contactInfo and /language', () => {
  it('shows the contact lines, marking unset ones', async () => {
    await renderWithRuntime(<ContactInfoPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(contactInfo, () => ({ phone: '010-1234', email: '', address: 'Gym hall', hours: '8–17', about: '' })),
    });
    const list = await screen.findByTestId('contact-info');
    expect(list.textContent).toContain('010-1234');
    expect(list.textContent).toContain('Not set');
    expect(list.textContent).toContain('Gym hall');
  });

  it('switches the terminal’s language', async () => {
    await renderWithRuntime(<LanguagePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(lanList, (): LanguageRow[] => [
          { code: 'CN', name: '简体中文', enabled: true, default: true },
          { code: 'EN', name: 'English', enabled: true, default: false },
          { code: 'TC', name: '繁體中文', enabled: true, default: false },
        ]),
    });
    expect((await screen.findByRole('radio', { name: /English/ })).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '繁體中文' }));
    expect(await screen.findByRole('heading', { name: '語言', level: 1 })).toBeTruthy();
  });
});
