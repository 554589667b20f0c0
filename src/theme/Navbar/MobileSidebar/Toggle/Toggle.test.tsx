/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import ToggleWrapper from '.';
import {requestPhoneMenuReopen} from '@site/src/theme/NavbarItem/DropdownNavbarItem/Mobile/reopen';

const mockToggle = jest.fn();
let mockPathname = '/guides/';
let mockShown = false;
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({
    useLocalPathname: () => mockPathname,
    useNavbarMobileSidebar: () => ({shouldRender: true, shown: mockShown, toggle: mockToggle}),
  }),
  {virtual: true},
);
jest.mock('@theme-original/Navbar/MobileSidebar/Toggle', () => () => null, {virtual: true});

describe('the phone menu button wrapper', () => {
  beforeEach(() => {
    mockToggle.mockClear();
    mockShown = false;
  });

  it('opens the menu on the page a section’s link asked for', () => {
    mockPathname = '/guides/';
    requestPhoneMenuReopen('/guides/');
    render(<ToggleWrapper />);
    expect(mockToggle).toHaveBeenCalledTimes(1);
  });

  it('leaves it closed otherwise: no request, another page, or the menu already open', () => {
    render(<ToggleWrapper />);
    requestPhoneMenuReopen('/concepts/');
    mockPathname = '/guides/';
    render(<ToggleWrapper />);
    mockShown = true;
    requestPhoneMenuReopen('/guides/');
    render(<ToggleWrapper />);
    expect(mockToggle).not.toHaveBeenCalled();
  });
});
