/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Loading from '.';

test('in the browser, a chunk that failed to load shows a message and a retry button', async () => {
  const retry = jest.fn();
  render(<Loading error={new Error('ChunkLoadError')} retry={retry} pastDelay />);
  expect(screen.getByRole('alert').textContent).toContain('Error loading content.');
  await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
  expect(retry).toHaveBeenCalledTimes(1);
});
