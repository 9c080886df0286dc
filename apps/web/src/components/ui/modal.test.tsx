import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalSize } from './modal';

function Harness({ size, onClose }: { size?: ModalSize; onClose?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Modal
        isOpen={isOpen}
        size={size}
        title="Edit Tournament"
        onClose={() => {
          onClose?.();
          setIsOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

const open = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
};

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first field', async () => {
    render(<Harness />);
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Edit Tournament' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const user = await open();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('lets the keyboard reach a body that scrolls, and only then', () => {
    // jsdom lays nothing out: a body taller than its box is simulated.
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {
          observers.push(() => this.callback());
        }
        observe() {}
        disconnect() {}
      },
    );
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(0);
    try {
      render(
        <Modal isOpen title="Long" onClose={() => {}}>
          <p>Only text, no control.</p>
        </Modal>,
      );
      const body = screen.getByText('Only text, no control.').parentElement!;
      expect(body).not.toHaveAttribute('tabindex');
      heights.mockReturnValue(2000);
      act(() => observers.forEach((notify) => notify()));
      expect(body).toHaveAttribute('tabindex', '0');
    } finally {
      heights.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    const user = await open();
    const name = screen.getByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wraps to the first focusable, the close button in the header
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind', hidden: true })).not.toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const user = await open();
    await user.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['sm', 'max-w-sm'],
    ['md', 'max-w-lg'],
    ['lg', 'max-w-2xl'],
    ['xl', 'max-w-4xl'],
  ] as const)('size %s', async (size, className) => {
    render(<Harness size={size} />);
    await open();
    expect(screen.getByRole('dialog').className).toContain(className);
  });
});
