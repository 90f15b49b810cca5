import { lazy } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { paths } from './paths';

export const contractVersion = __CONTRACT_VERSION__;
export const release = __PORTAL_RELEASE__;

// Each page is its own chunk: opening /notificacoes downloads no account forms. The host's Suspense shows 'Carregando...'.
const AccountPage = lazy(() => import('./account-page/account-page').then((m) => ({ default: m.AccountPage })));
const BankDataPage = lazy(() => import('./bank-data/bank-data-page').then((m) => ({ default: m.BankDataPage })));
const NotificationsPage = lazy(() => import('./notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })));
// The messages pages load only when the owner opens them (the tab's badge is the shell's, from shared/api).
const ConversationsPage = lazy(() => import('./messages/conversations-page').then((m) => ({ default: m.ConversationsPage })));
const ThreadPage = lazy(() => import('./messages/thread-page').then((m) => ({ default: m.ThreadPage })));

export const routes: RouteObject[] = [
  { path: paths.account.path, Component: AccountPage },
  { path: paths.bankData.path, Component: BankDataPage },
  { path: paths.notifications.path, Component: NotificationsPage },
  { path: paths.messages.path, Component: ConversationsPage },
  { path: paths.thread.path, Component: ThreadPage },
];
