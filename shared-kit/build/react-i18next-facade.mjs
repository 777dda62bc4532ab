// Issue 16 "share only what is used": what the shell and the remotes get under the share key
// `react-i18next` (sharedSingletons in webpack-factory.mjs). A shared module ships whole, since no build
// knows what the others use; through this facade it is the names the apps import (react-i18next's
// own index also carries <Trans>, <IcuTrans>, an HTML parser and entity decoder, withTranslation, SSR
// helpers: 9.9 -> ~4 KB gzip). `react-i18next/full` is an alias of the package's ES entry (the factory's
// resolve.alias), so this import is not itself consumed from the share scope.
// A name that is not here is undefined at run time: shared-kit/src/i18n/react-i18next-facade.test.ts
// fails when an app imports one.
export { I18nContext, I18nextProvider, getI18n, initReactI18next, useTranslation } from 'react-i18next/full';
