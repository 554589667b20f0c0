/** @jest-environment jsdom */
import React, {act} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import DesktopOnly from './index';

jest.mock('@docusaurus/useIsBrowser', () => () => false, {virtual: true});
let mockCanUseDom = true;
jest.mock(
  '@docusaurus/ExecutionEnvironment',
  () => ({
    get canUseDOM() {
      return mockCanUseDom;
    },
  }),
  {virtual: true},
);

let childRenders = 0;
function Toc() {
  childRenders++;
  return (
    <div className="toc">
      <ul className="table-of-contents">
        <li>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- the <a> theme-classic's TOC renders */}
          <a href="#one">One</a>
        </li>
      </ul>
    </div>
  );
}

const isToc = (element: Element) => element.querySelector('.table-of-contents') !== null;
const Page = ({find = () => document.querySelector('.toc')}: {find?: () => Element | null}) => (
  <main>
    <DesktopOnly serverElement={find} isServerElement={isToc}>
      <Toc />
    </DesktopOnly>
  </main>
);

/** Hydrates the server's HTML of <Page> at `width`; returns the server's link and the container. */
async function hydrateAt(width: number, page = <Page />) {
  Object.defineProperty(window, 'innerWidth', {value: width, configurable: true});
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.replaceChildren(container);
  const serverLink = container.querySelector('a')!;
  childRenders = 0;
  await act(async () => {
    hydrateRoot(container, page);
  });
  return {container, serverLink};
}

const hasFiber = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

describe('DesktopOnly', () => {
  it('keeps the server HTML at phone width, without rendering or hydrating its children', async () => {
    const {container, serverLink} = await hydrateAt(390);
    expect(childRenders).toBe(0);
    expect(container.querySelector('a')).toBe(serverLink);
    expect(hasFiber(serverLink)).toBe(false);
    expect(container.querySelector('.toc')!.outerHTML).toBe(
      '<div class="toc"><ul class="table-of-contents"><li><a href="#one">One</a></li></ul></div>',
    );
  });

  it('hydrates its children at desktop width', async () => {
    const {serverLink} = await hydrateAt(1280);
    expect(childRenders).toBe(1);
    expect(hasFiber(serverLink)).toBe(true);
  });

  it('hydrates its children when the server element found is not the expected one', async () => {
    const {serverLink} = await hydrateAt(390, <Page find={() => document.querySelector('a')} />);
    expect(childRenders).toBe(1);
    expect(hasFiber(serverLink)).toBe(true);
  });

  it('renders its children on the server', () => {
    mockCanUseDom = false;
    Object.defineProperty(window, 'innerWidth', {value: 390, configurable: true});
    document.body.innerHTML = '<div class="toc"><ul class="table-of-contents"></ul></div>';
    childRenders = 0;
    expect(renderToString(<Page />)).toContain('<a href="#one">One</a>');
    expect(childRenders).toBe(1);
  });
});
