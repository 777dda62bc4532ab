import { REMOTE_NAMES } from '../remotes';
import { parsePattern } from './pattern';
import { ROUTE_IDS } from './route-ids';
import { ROUTES, ROUTE_LIST, existsIn } from './table';
import type { AppName } from './types';

// The ids the shell, remotes and translation files use (issue 3). Written out again on purpose.
const EXPECTED_IDS = `home material materialCardPreview materialFeedback author userProfile blogPost lessons tema
schoolLanding schoolLandingMaterial foundationLanding freeMaterialsLanding foundationPage aiTools aiTool aiToolDocument
aiToolDocuments aiToolsFaq interactive interactiveHome interactiveMaterials myInteractives learningRooms courses help faq
terms imprint partners team podcast magazine appLanding jobs gdprJobs impact history offers recommendations homeschooling
inclusiveLessons climateAction areYouOk areYouOkKids standWithUkraine donate fonts apiPage prizeDrawTerms prizeDraw
teacherReferral materialSharing stepUpload stepName login register registerConfirm completeRegistration forgotPassword
passwordRecovery loginAs authorize microsoftRedirect changeCountry changeEmailConfirm unsubscribe mailingUnsubscribe
unsubscribeByLink unfollowAuthor freeMaterialDownload recommendation boughtMaterials accountBankDetails cabinetChangeEmail
changePassword billingAddress notifications uploadEdit firstUpload salesDownloads evaluation credit fee invoiceTaxDocuments
vouchers share myAuthorProfile mySubjects postEditor nps ratingEmail invitation favourites mySchool schoolWishlist
schoolAccount schoolCreate searchResults authorRedirect shoppingCart payment orderConfirmation invoicePurchaseSuccess
abandonedCart thankYou builderPreview operator operatorSchools operatorOrders operatorUsers operatorUser operatorAudit operatorErrors operatorRemotes operatorModeration operatorMoney notFound`.split(/\s+/);

/** Every path spec §2 writes out, as written (world prefix removed), with the route that serves it. */
const SPEC_PATHS: [string, string, string][] = [
  ['material', 'nl', '/material/:id/:slug'],
  ['materialCardPreview', 'nl', '/material-card-preview/:id'],
  ['materialFeedback', 'nl', '/material-feedback/:id'],
  ['author', 'nl', '/author/:id/:slug/:tab?'],
  ['userProfile', 'nl', '/id/:id/:slug/:tab?'],
  ['blogPost', 'nl', '/post/:id'],
  ['lessons', 'nl', '/lessons/:id/:slug*'],
  ['tema', 'nl', '/tema/:id/:slug*'],
  ['schoolLanding', 'de', '/schulmaterialen/:school'],
  ['schoolLandingMaterial', 'de', '/schulmaterialen/:school/:id/:slug*'],
  ['foundationLanding', 'de', '/stiftung/unterrichtsmaterial/:id/:slug*'],
  ['freeMaterialsLanding', 'de', '/stiftung/unterrichtsmaterial'],
  ['foundationPage', 'nl', '/stiftung-guter-unterricht'],
  ['aiTool', 'nl', '/ai-tools/:id'],
  ['aiToolDocument', 'nl', '/ai-tools/document/:id'],
  ['aiToolDocuments', 'nl', '/ai-tools/documents'],
  ['aiToolsFaq', 'nl', '/ai-tools/faq'],
  ['interactive', 'nl', '/interactive'],
  ['interactiveHome', 'nl', '/interactive/home'],
  ['interactiveMaterials', 'nl', '/interactive/materials'],
  ['myInteractives', 'nl', '/interactive/my-interactives'],
  ['learningRooms', 'nl', '/interactive/learning-rooms'],
  ['courses', 'nl', '/interactive/courses'],
  ['help', 'nl', '/help'],
  ['faq', 'nl', '/info/questions'],
  ['terms', 'nl', '/info/terms-and-conditions'],
  ['team', 'nl', '/team-{world}'],
  ['appLanding', 'nl', '/app'],
  ['jobs', 'nl', '/jobs'],
  ['offers', 'nl', '/offers'],
  ['areYouOk', 'nl', '/are-you-ok'],
  ['areYouOkKids', 'nl', '/are-you-ok/kids'],
  ['teacherReferral', 'es', '/invita-docentes'],
  ['materialSharing', 'nl', '/material-sharing'],
  ['stepUpload', 'nl', '/step-upload'],
  ['stepName', 'nl', '/step-name'],
  ['login', 'nl', '/login'],
  ['register', 'nl', '/register'],
  ['registerConfirm', 'nl', '/register/confirm/:registrationToken'],
  ['completeRegistration', 'nl', '/complete-registration/:token'],
  ['forgotPassword', 'nl', '/forgot-password'],
  ['passwordRecovery', 'nl', '/password-recovery/:token'],
  ['loginAs', 'nl', '/login-as'],
  ['authorize', 'nl', '/authorize'],
  ['changeEmailConfirm', 'nl', '/change-email/confirm/:confirmationToken'],
  ['unsubscribe', 'nl', '/unsubscribe/:token'],
  ['mailingUnsubscribe', 'nl', '/mailing-unsubscribe/:token'],
  ['unsubscribeByLink', 'nl', '/unsubscribe-by-link'],
  ['unfollowAuthor', 'nl', '/unfollow-author/:token'],
  ['freeMaterialDownload', 'nl', '/free-material-download/:token'],
  ['recommendation', 'nl', '/recommendation/:token'],
  ['boughtMaterials', 'nl', '/bought-materials'],
  ['accountBankDetails', 'nl', '/account-bank-details'],
  ['cabinetChangeEmail', 'nl', '/cabinet-change-email'],
  ['changePassword', 'nl', '/change-password'],
  ['billingAddress', 'nl', '/billing-address'],
  ['notifications', 'nl', '/notifications'],
  ['uploadEdit', 'nl', '/upload-edit'],
  ['firstUpload', 'nl', '/first-upload/:materialId?'],
  ['salesDownloads', 'nl', '/sales-downloads'],
  ['evaluation', 'nl', '/evaluation'],
  ['credit', 'nl', '/credit'],
  ['fee', 'nl', '/fee'],
  ['invoiceTaxDocuments', 'nl', '/invoice-tax-documents'],
  ['vouchers', 'nl', '/vouchers'],
  ['share', 'nl', '/share'],
  ['myAuthorProfile', 'nl', '/my-author-profile'],
  ['mySubjects', 'nl', '/my-subjects'],
  ['postEditor', 'nl', '/post-editor'],
  ['nps', 'nl', '/nps'],
  ['invitation', 'nl', '/invitation'],
  ['favourites', 'nl', '/favourites'],
  ['mySchool', 'nl', '/my-school'],
  ['schoolWishlist', 'nl', '/school-wishlist'],
  ['schoolAccount', 'nl', '/schoolaccount'],
  ['schoolCreate', 'nl', '/school-create'],
  ['searchResults', 'nl', '/search-results'],
  ['shoppingCart', 'nl', '/shopping-cart'],
  ['payment', 'nl', '/payment'],
  ['orderConfirmation', 'nl', '/order-confirmation'],
  ['invoicePurchaseSuccess', 'nl', '/invoice-purchase-success'],
  ['builderPreview', 'de', '/builder-preview'],
];

describe('route table', () => {
  it('has exactly the agreed ids, once each', () => {
    expect([...ROUTE_IDS].sort()).toEqual([...EXPECTED_IDS].sort());
    expect(Object.keys(ROUTES).sort()).toEqual([...EXPECTED_IDS].sort());
    expect(ROUTE_LIST.map((r) => r.id)).toEqual([...ROUTE_IDS]);
    for (const route of ROUTE_LIST) expect(ROUTES[route.id]).toBe(route);
  });

  it.each(SPEC_PATHS)('serves the spec path of %s (%s) as written', (id, world, path) => {
    const route = ROUTES[id as keyof typeof ROUTES];
    expect(route.path).toBe(path);
    expect(existsIn(route, world as 'de')).toBe(true);
  });

  it('gives every route of spec §2 its own path (AI tools list is not the abandoned-cart path)', () => {
    const paths = ROUTE_LIST.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.aiTools.path).not.toBe(ROUTES.abandonedCart.path);
  });

  const OWNERS: Record<AppName, string> = {
    shell:
      'login register registerConfirm completeRegistration forgotPassword passwordRecovery loginAs authorize microsoftRedirect changeCountry changeEmailConfirm unsubscribe mailingUnsubscribe unsubscribeByLink unfollowAuthor freeMaterialDownload recommendation notFound',
    mfe_catalog:
      'home searchResults lessons tema schoolLanding schoolLandingMaterial foundationLanding freeMaterialsLanding foundationPage',
    mfe_material: 'material materialCardPreview materialFeedback',
    mfe_author: 'author userProfile blogPost postEditor',
    mfe_cabinet:
      'boughtMaterials accountBankDetails cabinetChangeEmail changePassword billingAddress notifications uploadEdit firstUpload salesDownloads evaluation credit fee invoiceTaxDocuments vouchers share myAuthorProfile mySubjects nps ratingEmail invitation favourites mySchool schoolWishlist schoolAccount schoolCreate authorRedirect operator operatorSchools operatorOrders operatorUsers operatorUser operatorAudit operatorErrors operatorRemotes operatorModeration operatorMoney',
    mfe_commerce: 'shoppingCart payment orderConfirmation invoicePurchaseSuccess abandonedCart thankYou builderPreview',
    mfe_ai_tools: 'aiTools aiTool aiToolDocument aiToolDocuments aiToolsFaq',
    mfe_interactive: 'interactive interactiveHome interactiveMaterials myInteractives learningRooms courses',
    mfe_info:
      'help faq terms imprint partners team podcast magazine appLanding jobs gdprJobs impact history offers recommendations homeschooling inclusiveLessons climateAction areYouOk areYouOkKids standWithUkraine donate fonts apiPage prizeDrawTerms prizeDraw teacherReferral materialSharing stepUpload stepName',
  };

  it.each(Object.entries(OWNERS))('%s owns its routes', (app, ids) => {
    expect(
      ROUTE_LIST.filter((r) => r.app === app)
        .map((r) => r.id)
        .sort(),
    ).toEqual(ids.split(' ').sort());
  });

  it('names remotes by their federation names', () => {
    for (const route of ROUTE_LIST) {
      if (route.app !== 'shell') expect(REMOTE_NAMES).toContain(route.app);
    }
  });

  it('limits de-only and es-only pages to their world (spec §2)', () => {
    const limited = Object.fromEntries(ROUTE_LIST.filter((r) => r.worlds !== 'all').map((r) => [r.id, r.worlds]));
    expect(limited).toEqual({
      schoolLanding: ['de'],
      schoolLandingMaterial: ['de'],
      foundationLanding: ['de'],
      freeMaterialsLanding: ['de'],
      prizeDraw: ['de'],
      prizeDrawTerms: ['de'],
      builderPreview: ['de'],
      teacherReferral: ['es'],
    });
  });

  it('checks every path param: ids numeric, tokens URL-safe, rest for :slug*', () => {
    for (const route of ROUTE_LIST.filter((r) => r.path !== '*')) {
      const names = parsePattern(route.path).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
      expect(Object.keys(route.params).sort()).toEqual(names.sort());
      for (const [name, kind] of Object.entries(route.params)) {
        if (name === 'id' || name === 'materialId') expect(kind).toBe('numeric');
        if (/token$/i.test(name)) expect(kind).toBe('token');
        if (route.path.includes(`:${name}*`)) expect(kind).toBe('rest');
      }
    }
    expect(ROUTES.home.params).toEqual({ tab: 'homeTab' });
    expect(ROUTES.schoolLanding.params).toEqual({ school: 'text' });
  });

  it('marks the redirects of spec §2 and nothing else', () => {
    const withRedirect = ROUTE_LIST.filter((r) => r.redirect)
      .map((r) => r.id)
      .sort();
    expect(withRedirect).toEqual(['authorRedirect', 'myAuthorProfile', 'mySubjects']);
    for (const route of ROUTE_LIST) {
      for (const rule of route.redirect ?? []) expect(ROUTE_IDS).toContain(rule.to);
    }
  });
});
