// The site's static, legal and information pages and its forms (contact, join, partners, password). Every page is
// lazy: its code, and for the articles and legal pages its text, downloads only when it is opened.
import { createElement, lazy, type ComponentType } from 'react';
import { ARTICLE_PATHS, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import type { PageRoute } from '../../app/page-route';
import type { MarkdownPage } from './common/utils/markdown-page';
import { ARTICLE_LOADERS } from './articles/utils/article-loaders';

/** React.lazy over a named export. */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const AboutPage = lazyPage(
  () => import('./about/components/about-page'),
  (module) => module.AboutPage,
);
const ContactPage = lazyPage(
  () => import('./contact/components/contact-page'),
  (module) => module.ContactPage,
);
const JoinPage = lazyPage(
  () => import('./join/components/join-page'),
  (module) => module.JoinPage,
);
const PartnersPage = lazyPage(
  () => import('./partners/components/partners-page'),
  (module) => module.PartnersPage,
);
const InfosPage = lazyPage(
  () => import('./infos/components/infos-page'),
  (module) => module.InfosPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('./password/components/forgot-password-page'),
  (module) => module.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('./password/components/reset-password-page'),
  (module) => module.ResetPasswordPage,
);

/** A legal page: the page component and its Markdown text, fetched together. */
function legalPage(loadText: () => Promise<MarkdownPage>) {
  return lazyPage(
    () => Promise.all([import('./legal/components/legal-page'), loadText()]),
    ([module, page]) =>
      function Legal() {
        return createElement(module.LegalPage, { page });
      },
  );
}

const CguPage = legalPage(() => import('@content/pages/cgu.md'));
const PrivacyPage = legalPage(() => import('@content/pages/politique-confidentialite.md'));
const AccessibilityPage = legalPage(() => import('@content/pages/accessibilite.md'));

const articleRoutes: PageRoute[] = ARTICLE_PATHS.map((path) => ({
  path,
  Component: lazyPage(
    () => Promise.all([import('./articles/components/article-page'), ARTICLE_LOADERS[path]()]),
    ([module, article]) =>
      function Article() {
        return createElement(module.ArticlePage, { path, article });
      },
  ),
}));

export const siteRoutes: readonly PageRoute[] = [
  { path: PUBLIC_PATHS.about, Component: AboutPage },
  { path: PUBLIC_PATHS.contact, Component: ContactPage },
  { path: PUBLIC_PATHS.cgu, Component: CguPage },
  { path: PUBLIC_PATHS.privacy, Component: PrivacyPage },
  { path: PUBLIC_PATHS.accessibility, Component: AccessibilityPage },
  { path: PUBLIC_PATHS.join, Component: JoinPage },
  { path: PUBLIC_PATHS.partners, Component: PartnersPage },
  { path: PUBLIC_PATHS.becomePartner, Component: PartnersPage },
  { path: PUBLIC_PATHS.infos, Component: InfosPage },
  { path: PUBLIC_PATHS.forgotPassword, Component: ForgotPasswordPage },
  { path: PUBLIC_PATHS.resetPassword, Component: ResetPasswordPage },
  ...articleRoutes,
];
