/**
 * Ejected from @docusaurus/theme-classic 3.10 (MIT, Facebook, Inc. and its affiliates); see
 * src/theme/README.md. Changed: the order of the modes (the first click always changes what the
 * reader sees) and the button's name and tooltip (the mode shown, and what a click does).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';

import styles from './styles.module.css';

type Choice = ColorMode | null;

const opposite = (mode: ColorMode): ColorMode => (mode === 'dark' ? 'light' : 'dark');

/**
 * With the system's choice followed, the next mode is the opposite of what the system shows, then
 * the system's own mode chosen explicitly, then the system again: system (light) → dark → light →
 * system. Theme-classic's fixed system → light → dark made the first click change nothing for
 * every reader whose system is light.
 */
export function nextColorMode(choice: Choice, system: ColorMode, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) return opposite(choice ?? system);
  if (choice === null) return opposite(system);
  return choice === system ? null : system;
}

function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({id: 'site.colorToggle.mode.dark', message: 'dark'})
    : translate({id: 'site.colorToggle.mode.light', message: 'light'});
}

function systemName(system: ColorMode): string {
  return translate(
    {
      id: 'site.colorToggle.mode.system',
      message: 'system ({mode})',
    },
    {mode: modeName(system)},
  );
}

/** "Color mode: system (light). Click for dark mode.": what the page shows and what a click does. */
export function colorModeLabel(choice: Choice, next: Choice, system: ColorMode): string {
  const action =
    next === null
      ? translate(
          {
            id: 'site.colorToggle.action.system',
            message: 'Click to follow the system ({mode}).',
          },
          {mode: modeName(system)},
        )
      : translate(
          {
            id: 'site.colorToggle.action.mode',
            message: 'Click for {mode} mode.',
          },
          {mode: modeName(next)},
        );
  return translate(
    {
      id: 'site.colorToggle.label',
      message: 'Color mode: {current}. {action}',
    },
    {current: choice === null ? systemName(system) : modeName(choice), action},
  );
}

/** The mode the system asks for (the page shows it while the reader follows the system). */
function useSystemColorMode(): ColorMode {
  const {colorMode, colorModeChoice} = useColorMode();
  if (colorModeChoice === null) return colorMode;
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function CurrentColorModeIcon(): ReactNode {
  // 3 icons are always rendered; "data-theme-choice" shows the right one, also before hydration.
  return (
    <>
      <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
      <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
      <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
    </>
  );
}

function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme,
  value,
  onChange,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const system = useSystemColorMode();
  const next = nextColorMode(value, system, respectPrefersColorScheme);
  const label = colorModeLabel(value, next, system);
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx(
          'clean-btn',
          styles.toggleButton,
          !isBrowser && styles.toggleButtonDisabled,
          buttonClassName,
        )}
        type="button"
        onClick={() => onChange(next)}
        disabled={!isBrowser}
        title={label}
        aria-label={label}
        // No aria-live, as in theme-classic: https://github.com/facebook/docusaurus/issues/7667#issuecomment-2724401796
      >
        <CurrentColorModeIcon />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
