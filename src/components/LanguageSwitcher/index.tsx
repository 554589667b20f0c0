import React from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import LanguageMenu from './LanguageMenu';

/** Navbar item `custom-languageSwitcher`: the current page in every language of the site. */
export default function LanguageSwitcher({mobile}: {mobile?: boolean}): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const {search, hash} = useLocation();
  const options = i18n.locales.map((locale) => ({
    locale,
    label: i18n.localeConfigs[locale]?.label ?? locale,
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    href: `${alternatePageUtils.createUrl({locale, fullyQualified: false})}${search}${hash}`,
  }));
  return (
    <LanguageMenu
      current={i18n.currentLocale}
      options={options}
      mobile={mobile}
      buttonLabel={translate({id: 'site.languageSwitcher.label', message: 'Select language'})}
    />
  );
}
