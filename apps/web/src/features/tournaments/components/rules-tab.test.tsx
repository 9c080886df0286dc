import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, ORGANIZER } from '@/test/tournament-fixtures';

async function openRules(...args: Parameters<typeof renderDetail>) {
  const view = renderDetail(...args);
  await view.user.click(await screen.findByRole('tab', { name: 'Rules' }));
  return view;
}

afterEach(() => {
  // jsdom has no editing commands; tests that need them install stubs.
  Reflect.deleteProperty(document, 'execCommand');
});

describe('Rules tab', () => {
  it('renders the rich text without scripts or event handlers', async () => {
    const hostile =
      '<h2>Court Rules</h2><p onclick="steal()">Be <strong>kind</strong> <em>always</em></p>' +
      '<script>window.pwned = true</script><img src="x" onerror="window.pwned = true">';
    await openRules(detail({ rules: hostile }));
    const content = screen.getByTestId('rules-content');
    expect(screen.getByRole('heading', { name: 'Court Rules' })).toBeInTheDocument();
    expect(content.innerHTML).toBe(
      '<h2>Court Rules</h2><p>Be <strong>kind</strong> <em>always</em></p>',
    );
    expect(content.querySelector('script, img, [onclick]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Rules' })).not.toBeInTheDocument();
  });

  it('shows the empty text, with Add Tournament Rules for the owner only', async () => {
    await openRules(detail());
    expect(screen.getByText('No rules have been set for this tournament yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Tournament Rules' })).not.toBeInTheDocument();
  });

  it('lets the owner edit the rules with the toolbar and saves them sanitised', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const put = answer('put', '/tournaments/:id', () =>
      ok(detail({ rules: '<h2>New</h2>' }), { message: 'Tournament updated successfully!' }),
    );
    const { user } = await openRules(detail({ rules: '<p>Old rules</p>' }), ORGANIZER);
    await user.click(screen.getByRole('button', { name: 'Edit Rules' }));
    const editor = screen.getByRole('textbox', { name: 'Tournament rules' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor.innerHTML).toBe('<p>Old rules</p>');

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(execCommand).toHaveBeenCalledWith('formatBlock', false, 'h2');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(execCommand).toHaveBeenCalledWith('italic', false, undefined);
    expect(toolbar).toBeInTheDocument();

    // What a browser's editing leaves behind, plus something pasted that must not survive.
    editor.innerHTML =
      '<h2>New</h2><p><b>Bold</b> <i onclick="x()">it</i></p><script>bad()</script>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await user.click(screen.getByRole('button', { name: 'Save Rules' }));
    await waitFor(() => expect(put).toHaveLength(1));
    // The client keeps `rules` as rich text (its HTML stripping leaves that key alone).
    expect(put[0]).toMatchObject({
      path: `/api/tournaments/${detail().id}`,
      body: { rules: '<h2>New</h2><p><b>Bold</b> <i>it</i></p>' },
    });
    expect(await screen.findByText('Tournament updated successfully!')).toBeInTheDocument();
  });

  it("lets the owner start from nothing with 'Add Tournament Rules'", async () => {
    const { user } = await openRules(detail(), ORGANIZER);
    await user.click(screen.getByRole('button', { name: 'Add Tournament Rules' }));
    expect(screen.getByRole('textbox', { name: 'Tournament rules' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No rules have been set for this tournament yet.')).toBeInTheDocument();
  });
});
