/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import {externalLinks} from '@site/src/data/site';
import ChatWidget from '.';

/** The room's chunk: fails while `mockChunkFails` is set, as a ChunkLoadError would. */
let mockChunkFails = true;
jest.mock('./ChatRoom', () => {
  if (mockChunkFails)
    throw Object.assign(new Error('Loading chunk chat-room failed.'), {name: 'ChunkLoadError'});
  return {
    __esModule: true,
    default: function MockChatRoom() {
      return <div role="dialog" aria-label="webpack chat room" />;
    },
  };
});

const setOnline = (onLine: boolean) => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(onLine);
const open = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: 'Chat with the webpack community'}));
  });
};

describe('ChatWidget when the room cannot load', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so in words while online, offers the room in a new tab, and a second click tries again', async () => {
    mockChunkFails = true;
    setOnline(true);
    render(<ChatWidget />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await open();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The chat could not be loaded. Try the button again in a moment');
    expect(status).not.toHaveTextContent(/offline/);
    expect(screen.getByRole('link', {name: 'Open the chat room in a new tab'})).toHaveAttribute(
      'href',
      externalLinks.chatRoom,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    mockChunkFails = false;
    await open();
    expect(screen.getByRole('dialog', {name: 'webpack chat room'})).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offline, says that the reader may be offline, without fetching the room', async () => {
    mockChunkFails = true;
    setOnline(false);
    render(<ChatWidget />);
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('The chat could not be loaded: you may be offline.');
    expect(screen.getByRole('link', {name: 'Open the chat room in a new tab'})).toBeInTheDocument();
  });

  it('reopened offline after the room has loaded, says so instead of opening an empty panel', async () => {
    mockChunkFails = false;
    const online = setOnline(true);
    render(<ChatWidget />);
    await open();
    expect(screen.getByRole('dialog', {name: 'webpack chat room'})).toBeInTheDocument();
    await open();
    expect(screen.queryByRole('dialog')).toBeNull();

    online.mockReturnValue(false);
    await open();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The chat could not be loaded: you may be offline.');

    online.mockReturnValue(true);
    await open();
    expect(screen.getByRole('dialog', {name: 'webpack chat room'})).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
