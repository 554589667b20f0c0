/** @jest-environment jsdom */
import {mirrorExpanded} from '.';

jest.mock('@theme-original/NavbarItem/DropdownNavbarItem', () => () => null, {virtual: true});

/** theme-classic's phone-menu dropdown: the label (role=button) and the chevron beside it. */
function phoneDropdown(expanded: boolean) {
  document.body.innerHTML = `
    <li class="menu__list-item"><div class="menu__list-item-collapsible">
      <a role="button" href="#" class="menu__link menu__link--sublist">Documentation</a>
      <button type="button" class="clean-btn menu__caret" aria-expanded="${expanded}"></button>
    </div></li>`;
  return {
    label: document.querySelector<HTMLElement>('a')!,
    chevron: document.querySelector<HTMLElement>('button')!,
  };
}
const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mirrorExpanded (phone menu dropdown label)', () => {
  it('gives the label the chevron’s state at once and follows its changes', async () => {
    const {label, chevron} = phoneDropdown(false);
    const stop = mirrorExpanded(label);
    expect(label.getAttribute('aria-expanded')).toBe('false');
    chevron.setAttribute('aria-expanded', 'true');
    await mutations();
    expect(label.getAttribute('aria-expanded')).toBe('true');
    chevron.setAttribute('aria-expanded', 'false');
    await mutations();
    expect(label.getAttribute('aria-expanded')).toBe('false');
    stop();
    chevron.setAttribute('aria-expanded', 'true');
    await mutations();
    expect(label.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open when the list starts open (a documentation page), and does nothing without a chevron', () => {
    const {label} = phoneDropdown(true);
    mirrorExpanded(label);
    expect(label.getAttribute('aria-expanded')).toBe('true');
    document.body.innerHTML = '<div><a role="button" href="#">Documentation</a></div>';
    const lone = document.querySelector<HTMLElement>('a')!;
    expect(() => mirrorExpanded(lone)()).not.toThrow();
    expect(lone.hasAttribute('aria-expanded')).toBe(false);
  });
});
