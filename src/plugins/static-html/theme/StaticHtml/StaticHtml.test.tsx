/** @jest-environment jsdom */
import React, {act} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {render} from '@testing-library/react';
import StaticHtml from './index';

const push = jest.fn();
let isBrowser = false;
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push})}), {virtual: true});
jest.mock('@docusaurus/useIsBrowser', () => () => isBrowser, {virtual: true});

const preload = jest.fn(() => Promise.resolve());
(window as unknown as {docusaurus: unknown}).docusaurus = {preload};

/** A server-rendered link, as the theme's <Link> renders it; counts its renders. */
let linkRenders = 0;
function Link(props: React.ComponentProps<'a'>) {
  linkRenders++;
  // eslint-disable-next-line jsx-a11y/anchor-has-content, @docusaurus/no-html-links -- the <a> <Link> renders
  return <a {...props} />;
}

const Page = () => (
  <main>
    <StaticHtml as="p" data-static-html="sh-test-0">
      Read <Link href="/concepts/">the concepts</Link> or <Link href="https://github.com/">GitHub</Link>.
    </StaticHtml>
    <StaticHtml as="p">
      Not marked: <Link href="/guides/">guides</Link>
    </StaticHtml>
  </main>
);

beforeEach(() => {
  push.mockClear();
  preload.mockClear();
  linkRenders = 0;
  isBrowser = false;
});

async function hydrated(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  linkRenders = 0;
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  return container;
}

describe('StaticHtml', () => {
  it('keeps the server HTML of a marked element while hydrating, without rendering its children', async () => {
    const serverHtml = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.replaceChildren(container);
    const serverLink = container.querySelector('a[href="/concepts/"]');
    linkRenders = 0;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.innerHTML).toBe(serverHtml);
    // The same DOM node, and only the unmarked paragraph's link was rendered again.
    expect(container.querySelector('a[href="/concepts/"]')).toBe(serverLink);
    expect(linkRenders).toBe(1);
  });

  it('follows a link to a page of the site with the router, and preloads it when pointed at', async () => {
    const container = await hydrated();
    const link = container.querySelector<HTMLAnchorElement>('a[href="/concepts/"]')!;
    link.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
    expect(preload).toHaveBeenCalledWith('/concepts/');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    link.dispatchEvent(click);
    expect(push).toHaveBeenCalledWith('/concepts/');
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves other links to the browser', async () => {
    const container = await hydrated();
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    container.querySelector('a[href="https://github.com/"]')!.dispatchEvent(click);
    expect(push).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it("adopts a heading with its class and anchor link, and renders it with the theme's component otherwise", async () => {
    const ThemeHeading = ({id, children}: React.ComponentProps<'h2'>) => (
      // eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- stands in for that component
      <h2 className="anchor sticky" id={id}>
        {children}
        <Link href={`#${id}`} className="hash-link" />
      </h2>
    );
    const Headings = () => (
      <StaticHtml as="h2" id="options" data-static-html="options" component={ThemeHeading}>
        Options
      </StaticHtml>
    );
    const serverHtml = renderToString(<Headings />);
    expect(serverHtml).toBe(
      '<h2 class="anchor sticky" id="options">Options<a href="#options" class="hash-link"></a></h2>',
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.replaceChildren(container);
    linkRenders = 0;
    await act(async () => {
      hydrateRoot(container, <Headings />);
    });
    expect(container.innerHTML).toBe(serverHtml);
    expect(linkRenders).toBe(0);
    isBrowser = true;
    expect(render(<Headings />).container.innerHTML).toBe(serverHtml);
  });

  it('keeps the id a heading is given over its mark (a printable page prefixes the ids)', () => {
    isBrowser = true;
    const {container} = render(
      <StaticHtml as="h3" id="output-options" data-static-html="options">
        Options
      </StaticHtml>,
    );
    expect(container.innerHTML).toBe('<h3 id="output-options">Options</h3>');
  });

  it('renders its children when rendered in the browser after hydration', () => {
    isBrowser = true;
    const {container} = render(<Page />);
    expect(container.querySelectorAll('a')).toHaveLength(3);
    expect(linkRenders).toBe(3);
  });
});
