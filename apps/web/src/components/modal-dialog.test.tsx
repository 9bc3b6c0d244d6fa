import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Example() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  const close = () => {
    setOpen(false);
    setCloses((count) => count + 1);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Closed {closes} times</p>
      <ModalDialog open={open} onClose={close} title="Choose" description="Pick one.">
        <button type="button">First</button>
        <button type="button">Second</button>
      </ModalDialog>
    </>
  );
}

async function openExample() {
  const user = userEvent.setup();
  render(<Example />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('modal dialog', () => {
  it('is a labelled, described modal dialog with focus on its first choice', async () => {
    await openExample();

    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick one.');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    const user = await openExample();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a click beside it',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('dialog').parentElement!.firstElementChild as HTMLElement),
    ],
  ])('closes on %s and gives focus back', async (_how, close) => {
    const user = await openExample();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Closed 1 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
