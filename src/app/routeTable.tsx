import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/routes';
import { demoPaths } from '@/config/demo';
import { loadPage } from './OfflineRoute';
import type { PageModule } from './offlineRetry';

/**
 * Every route of product §2, each page code-split. Each page module exports `Component`
 * (React Router's lazy route convention).
 */
/** What a route tells the layout about itself (`useMatches()`). */
export interface RouteHandle {
  /** The catch-all: the not-found page, which has no canonical address. */
  notFound?: boolean;
}

/** A page whose code fails to load while offline shows the site's offline page instead (OfflineRoute.tsx). */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => loadPage(load),
});

const privacy = page(() => import('@/pages/legal/PrivacyPage'));

/**
 * A fresh copy per language space (the router turns each object into its own route), with paths
 * relative to their parent: the same table sits under `/` and under `/en`.
 */
export const pageRoutes = (): RouteObject[] =>
  routes().map((route) => (route.path ? { ...route, path: route.path.replace(/^\//, '') } : route));

const routes = (): RouteObject[] => [
  { index: true, ...page(() => import('@/pages/home/HomePage')) },
  { path: paths.login, ...page(() => import('@/pages/login/LoginPage')) },
  { path: paths.register, ...page(() => import('@/pages/register/RegisterPage')) },
  { path: paths.recovery, ...page(() => import('@/pages/recovery/RecoveryPage')) },
  { path: paths.reset, ...page(() => import('@/pages/reset/ResetPasswordPage')) },
  { path: paths.contact, ...page(() => import('@/pages/contact/ContactPage')) },
  { path: paths.cart, ...page(() => import('@/pages/cart/CartPage')) },
  { path: paths.course, ...page(() => import('@/pages/course/CoursePage')) },
  { path: paths.book, ...page(() => import('@/pages/book/BookPage')) },
  { path: paths.launch, ...page(() => import('@/pages/launch/LaunchPage')) },
  { path: paths.profile, ...page(() => import('@/pages/profile/ProfilePage')) },
  { path: paths.wishlist, ...page(() => import('@/pages/wishlist/WishlistPage')) },
  { path: paths.dashboard, ...page(() => import('@/pages/dashboard/DashboardPage')) },
  { path: paths.privacy, ...privacy },
  ...paths.privacyAliases.map((path) => ({ path, ...privacy })),
  { path: paths.cookies, ...page(() => import('@/pages/legal/CookiePolicyPage')) },
  { path: paths.terms, ...page(() => import('@/pages/legal/TermsPage')) },
  { path: paths.paymentSuccess, ...page(() => import('@/pages/payment/PaymentSuccessPage')) },
  { path: paths.paymentCancelled, ...page(() => import('@/pages/payment/PaymentCancelledPage')) },
  { path: paths.about, ...page(() => import('@/pages/about/AboutPage')) },
  { path: paths.aboutDetail, ...page(() => import('@/pages/about/AboutDetailPage')) },
  { path: paths.values, ...page(() => import('@/pages/values/ValuesPage')) },
  { path: paths.courses, ...page(() => import('@/pages/course/CoursesPage')) },
  { path: paths.mentorships, ...page(() => import('@/pages/mentorship/MentorshipsPage')) },
  { path: paths.immersions, ...page(() => import('@/pages/immersion/ImmersionsPage')) },
  { path: paths.publications, ...page(() => import('@/pages/publications/PublicationsPage')) },
  { path: paths.mentorshipDetails, ...page(() => import('@/pages/mentorship/MentorshipDetailsPage')) },
  { path: paths.immersionDetails, ...page(() => import('@/pages/immersion/ImmersionDetailsPage')) },
  ...(__USE_MOCKS__
    ? [
        { path: demoPaths.mailbox, ...page(() => import('@/pages/mock/MailboxPage')) },
        { path: demoPaths.checkout, ...page(() => import('@/pages/mock/MockCheckoutPage')) },
      ]
    : []),
  { path: '*', handle: { notFound: true } satisfies RouteHandle, ...page(() => import('@/pages/not-found/NotFoundPage')) },
];
