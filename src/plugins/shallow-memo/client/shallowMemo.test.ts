/** @jest-environment jsdom */
import {renderHook} from '@testing-library/react';
import {useShallowMemoObject} from './shallowMemo';

test('returns the first object while the entries stay the same, in any order', () => {
  const first = {subtree: true, childList: true, attributes: true};
  const {result, rerender} = renderHook((obj: object) => useShallowMemoObject(obj), {
    initialProps: first,
  });
  rerender({attributes: true, childList: true, subtree: true});
  expect(result.current).toBe(first);
});

test('returns the new object when a value changes', () => {
  const {result, rerender} = renderHook((obj: object) => useShallowMemoObject(obj), {
    initialProps: {subtree: true, childList: true} as object,
  });
  const changed = {subtree: false, childList: true};
  rerender(changed);
  expect(result.current).toBe(changed);
});

test('does not call localeCompare', () => {
  const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
  renderHook(() => useShallowMemoObject({b: 1, a: 2, c: 3}));
  expect(localeCompare).not.toHaveBeenCalled();
  localeCompare.mockRestore();
});
