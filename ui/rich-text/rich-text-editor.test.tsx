/**
 * The rich-text editor: a typed link address becomes a link in its HTML; an address other
 * than http(s) or a path of this server is refused. (Sanitising: sanitize.test.ts.)
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRuntime } from '../testing';
import { RichTextEditor } from './index';

describe('RichTextEditor', () => {
  it('inserts a link by address and reports the HTML', async () => {
    const onChange = vi.fn();
    await renderWithRuntime(<RichTextEditor label="Body" value="<p>Hello</p>" onChange={onChange} />, { lang: 'EN' });
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByRole('button', { name: 'Insert' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(address, { target: { value: 'https://venueflow.example/help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = document.createElement('div');
    html.innerHTML = onChange.mock.lastCall?.[0] ?? '';
    expect(html.querySelector('a')?.getAttribute('href')).toBe('https://venueflow.example/help');
    expect(html.textContent).toContain('Hello');
  });
});
