import React from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import routes from '@generated/routes';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import LanguageMenu from './LanguageMenu';
import {isPagePath} from './routes';

/** Navbar item `custom-languageSwitcher`: the current page in every language of the site. */
export default function LanguageSwitcher({mobile}: {mobile?: boolean}): React.JSX.Element {
  const {i18n, siteConfig} = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const {pathname, search, hash} = useLocation();
  // On the not-found page there is no page to show in another language: lead to its home page.
  const notFound = !isPagePath(routes, pathname);
  const options = i18n.locales.map((locale) => ({
    locale,
    label: i18n.localeConfigs[locale]?.label ?? locale,
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    href: notFound
      ? (i18n.localeConfigs[locale]?.baseUrl ?? siteConfig.baseUrl)
      : `${alternatePageUtils.createUrl({locale, fullyQualified: false})}${search}${hash}`,
    // Both locales share every heading id: the other page opens where the reader is on this one.
    keepPlace: !notFound,
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
