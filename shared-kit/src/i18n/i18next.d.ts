// Typed keys (react-i18next's CustomTypeOptions): resources are the English files, the source of
// keys (spec §1), so t('common:missing') is a compile error in every app that uses shared-kit.
// Kept in step with locales/catalog.json by languages.test.ts.
import type aiTools from '../../../locales/en/ai-tools.json';
import type authorPage from '../../../locales/en/author-page.json';
import type blogpost from '../../../locales/en/blogpost.json';
import type cabinetMaterials from '../../../locales/en/cabinet-materials.json';
import type cabinetSales from '../../../locales/en/cabinet-sales.json';
import type cabinetSettings from '../../../locales/en/cabinet-settings.json';
import type cart from '../../../locales/en/cart.json';
import type comments from '../../../locales/en/comments.json';
import type common from '../../../locales/en/common.json';
import type favorites from '../../../locales/en/favorites.json';
import type footer from '../../../locales/en/footer.json';
import type header from '../../../locales/en/header.json';
import type helpCenter from '../../../locales/en/help-center.json';
import type home from '../../../locales/en/home.json';
import type info from '../../../locales/en/info.json';
import type landing from '../../../locales/en/landing.json';
import type login from '../../../locales/en/login.json';
import type materialFeedbacks from '../../../locales/en/material-feedbacks.json';
import type materialPage from '../../../locales/en/material-page.json';
import type meta from '../../../locales/en/meta.json';
import type modals from '../../../locales/en/modals.json';
import type mySchool from '../../../locales/en/my-school.json';
import type newInteractive from '../../../locales/en/new-interactive.json';
import type operator from '../../../locales/en/operator.json';
import type payment from '../../../locales/en/payment.json';
import type personalization from '../../../locales/en/personalization.json';
import type schoolCreate from '../../../locales/en/school-create.json';
import type search from '../../../locales/en/search.json';
import type secondHome from '../../../locales/en/second-home.json';
import type seller from '../../../locales/en/seller.json';
import type servicePages from '../../../locales/en/service-pages.json';
import type signup from '../../../locales/en/signup.json';
import type thankYouPage from '../../../locales/en/thank-you-page.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'ai-tools': typeof aiTools;
      'author-page': typeof authorPage;
      blogpost: typeof blogpost;
      'cabinet-materials': typeof cabinetMaterials;
      'cabinet-sales': typeof cabinetSales;
      'cabinet-settings': typeof cabinetSettings;
      cart: typeof cart;
      comments: typeof comments;
      common: typeof common;
      favorites: typeof favorites;
      footer: typeof footer;
      header: typeof header;
      'help-center': typeof helpCenter;
      home: typeof home;
      info: typeof info;
      landing: typeof landing;
      login: typeof login;
      'material-feedbacks': typeof materialFeedbacks;
      'material-page': typeof materialPage;
      meta: typeof meta;
      modals: typeof modals;
      'my-school': typeof mySchool;
      'new-interactive': typeof newInteractive;
      operator: typeof operator;
      payment: typeof payment;
      personalization: typeof personalization;
      'school-create': typeof schoolCreate;
      search: typeof search;
      'second-home': typeof secondHome;
      seller: typeof seller;
      'service-pages': typeof servicePages;
      signup: typeof signup;
      'thank-you-page': typeof thankYouPage;
    };
  }
}
