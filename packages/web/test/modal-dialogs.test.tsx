import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommentAnswerDialog } from '../src/screens/comments/comment-answer-dialog.tsx';
import type { OrderDetail } from '../src/screens/orders/order-api.ts';
import { StatusChooser } from '../src/screens/orders/status-actions.tsx';
import { StatusConfirm } from '../src/screens/orders/status-confirm.tsx';

/** A button that opens `dialog`, so focus has somewhere to return to. */
function Opener({ dialog }: { dialog: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        باز کن
      </button>
      <p>بیرون از پنجره</p>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

const order = {
  status: 'new',
  items: [],
  total_amount: 250_000,
  paid_amount: 250_000,
} as unknown as OrderDetail;

describe('modals on the one ModalDialog', () => {
  it('the order status chooser: first move focused, Tab wraps both ways, Esc closes, focus returns', async () => {
    const user = userEvent.setup();
    render(<Opener dialog={(close) => <StatusChooser from="new" onPick={() => {}} onClose={close} />} />);
    const opener = screen.getByRole('button', { name: 'باز کن' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'تغییر وضعیت سفارش' });
    expect(dialog.tagName).toBe('DIALOG');
    const buttons = [...dialog.querySelectorAll('button')];
    const first = buttons[0] as HTMLElement;
    const firstMove = dialog.querySelector('button.order-move') as HTMLElement;
    const last = buttons[buttons.length - 1] as HTMLElement;
    await waitFor(() => expect(firstMove).toHaveFocus());
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the order move confirmation: an alertdialog with focus on confirm; Esc or a press outside cancels it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <>
        <p>بیرون از پنجره</p>
        <StatusConfirm order={order} to="canceled" busy={false} onConfirm={() => {}} onCancel={onCancel} />
      </>,
    );
    const dialog = screen.getByRole('alertdialog', { name: /تغییر وضعیت به «کنسل شده»/ });
    expect(dialog).toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'تأیید و تغییر وضعیت' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('بیرون از پنجره'));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('the comment answer form: its field focused, Tab stays inside, Esc closes', async () => {
    const user = userEvent.setup();
    render(
      <Opener
        dialog={(close) => <CommentAnswerDialog count={3} busy={false} onSend={() => {}} onClose={close} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'باز کن' }));
    const dialog = screen.getByRole('dialog', { name: 'پاسخ به ۳ دیدگاه' });
    const field = screen.getByRole('textbox');
    await waitFor(() => expect(field).toHaveFocus());
    for (let step = 0; step < 8; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
