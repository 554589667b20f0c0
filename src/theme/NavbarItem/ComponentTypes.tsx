import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import IconLink from '@site/src/components/IconLink';
import LanguageSwitcher from '@site/src/components/LanguageSwitcher';

/** Our navbar item types, next to Docusaurus's own. */
export default {
  ...ComponentTypes,
  'custom-iconLink': IconLink,
  'custom-languageSwitcher': LanguageSwitcher,
};
