import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_cabinet's contract: the buyer area (bought materials; the rest of the cabinet: later issues). */
export default remoteRoutes('mfe_cabinet', { version: __APP_VERSION__, react: React }, {
  boughtMaterials: () => import(/* webpackChunkName: "page-bought-materials" */ './features/bought/BoughtMaterialsPage'),
  favourites: () => import(/* webpackChunkName: "page-favourites" */ './features/favourites/FavouritesPage'),
  schoolWishlist: () => import(/* webpackChunkName: "page-school-wishlist" */ './features/school-wishlist/SchoolWishlistPage'),
  // School accounts (spec §2 /my-school, /schoolaccount, /school-create; §6 school roles).
  mySchool: () => import(/* webpackChunkName: "page-my-school" */ './features/my-school/MySchoolPage'),
  schoolAccount: () => import(/* webpackChunkName: "page-school-account" */ './features/school-account/SchoolAccountPage'),
  schoolCreate: () => import(/* webpackChunkName: "page-school-create" */ './features/school-create/SchoolCreatePage'),
  cabinetChangeEmail: () => import(/* webpackChunkName: "page-cabinet-change-email" */ './features/change-email/ChangeEmailPage'),
  uploadEdit: () => import(/* webpackChunkName: "page-upload-edit" */ './pages/UploadEditPage'),
  firstUpload: () => import(/* webpackChunkName: "page-first-upload" */ './features/uploads/FirstUploadPage'),
  // Account settings (CabinetLayout with the cabinet navigation).
  changePassword: () => import(/* webpackChunkName: "page-change-password" */ './features/change-password/ChangePasswordPage'),
  billingAddress: () => import(/* webpackChunkName: "page-billing-address" */ './features/billing-address/BillingAddressPage'),
  accountBankDetails: () => import(/* webpackChunkName: "page-account-bank-details" */ './features/bank-details/BankDetailsPage'),
  notifications: () => import(/* webpackChunkName: "page-notifications" */ './features/notifications/NotificationsPage'),
  credit: () => import(/* webpackChunkName: "page-credit" */ './features/credit/CreditPage'),
  vouchers: () => import(/* webpackChunkName: "page-vouchers" */ './features/vouchers/VouchersPage'),
  invoiceTaxDocuments: () => import(/* webpackChunkName: "page-invoice-tax-documents" */ './features/invoices/InvoicesPage'),
  // The seller's sales area (spec §2 cabinet) and the NPS survey.
  salesDownloads: () => import(/* webpackChunkName: "page-sales-downloads" */ './features/sales/SalesDownloadsPage'),
  evaluation: () => import(/* webpackChunkName: "page-evaluation" */ './features/evaluation/EvaluationPage'),
  fee: () => import(/* webpackChunkName: "page-fee" */ './features/fee/FeePage'),
  share: () => import(/* webpackChunkName: "page-share" */ './features/share/SharePage'),
  nps: () => import(/* webpackChunkName: "page-nps" */ './features/nps/NpsPage'),
  // spec §2 cabinet: the rating e-mail landing and the referral invitation.
  ratingEmail: () => import(/* webpackChunkName: "page-rating-email" */ './features/rating-email/RatingEmailPage'),
  invitation: () => import(/* webpackChunkName: "page-invitation" */ './features/invitation/InvitationPage'),
  // The operator's console (issue 19; role operator, spec §6).
  operator: () => import(/* webpackChunkName: "page-operator" */ './features/operator/OverviewPage'),
  operatorSchools: () => import(/* webpackChunkName: "page-operator-schools" */ './features/operator/SchoolsPage'),
  operatorOrders: () => import(/* webpackChunkName: "page-operator-orders" */ './features/operator/OrdersPage'),
  operatorUsers: () => import(/* webpackChunkName: "page-operator-users" */ './features/operator/UsersPage'),
  operatorUser: () => import(/* webpackChunkName: "page-operator-user" */ './features/operator/UserPage'),
  operatorAudit: () => import(/* webpackChunkName: "page-operator-audit" */ './features/operator/AuditPage'),
  operatorErrors: () => import(/* webpackChunkName: "page-operator-errors" */ './features/operator/ErrorsPage'),
  operatorRemotes: () => import(/* webpackChunkName: "page-operator-remotes" */ './features/operator/RemotesPage'),
  operatorModeration: () => import(/* webpackChunkName: "page-operator-moderation" */ './features/operator/ModerationPage'),
  operatorMoney: () => import(/* webpackChunkName: "page-operator-money" */ './features/operator/MoneyPage'),
});
