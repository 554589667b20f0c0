import React from 'react';
import {renderToString} from 'react-dom/server';
import Loading from '.';

// Node, as the build renders pages: a route chunk that failed to load fails the page's HTML.
test('on the server, a chunk that failed to load fails the render, with the error as its cause', () => {
  const failure = new Error("Cannot find module './1234.js'");
  let thrown: unknown;
  try {
    renderToString(<Loading error={failure} retry={() => {}} pastDelay />);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Error);
  expect((thrown as Error).cause).toBe(failure);
});

test('on the server, a route still loading renders nothing', () => {
  expect(renderToString(<Loading retry={() => {}} pastDelay={false} />)).toBe('');
});
