import { offlineMessages } from '@podbite/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadSource } from './upload-source';

afterEach(() => vi.restoreAllMocks());

/** The browser loses (or finds) its network, as the online and offline events tell the page. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** The upload box as Home shows it. */
function openUploadBox() {
  // The upload goes through XMLHttpRequest (for its progress), not fetch: the one way it could start.
  const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
  const router = createMemoryRouter([{ path: '/home', element: <UploadSource /> }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
  const region = screen.getByRole('region', { name: 'Upload a transcript or audio' });
  return { region, box: within(region), open };
}

const transcript = () =>
  new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello'], 'talk.vtt', { type: 'text/vtt' });

describe("Home's upload box", () => {
  it('offline, waits for the network and says why; a dropped file does not start', () => {
    const { region, box, open } = openUploadBox();
    expect(box.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    expect(box.queryByRole('alert')).not.toBeInTheDocument();

    goOnline(false);
    expect(box.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(box.getByLabelText('Choose a file to upload')).toBeDisabled();
    expect(box.getByRole('alert')).toHaveTextContent(offlineMessages.offlineUpload);

    fireEvent.drop(region, { dataTransfer: { files: [transcript()] } });
    expect(box.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(box.getByRole('alert')).toHaveTextContent(offlineMessages.offlineUpload);
    expect(open).not.toHaveBeenCalled();
  });

  it('takes files again once the network is back, a file dropped offline forgotten', () => {
    const { region, box } = openUploadBox();
    goOnline(false);
    fireEvent.drop(region, { dataTransfer: { files: [transcript()] } });
    goOnline(true);

    expect(box.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    expect(box.queryByRole('alert')).not.toBeInTheDocument();
  });
});
