import { useLocation } from '@annuaire/shared/routing/router';
import { toastDurationFor } from '@annuaire/shared/federation/routes';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';
import { ToastArea } from './toast-area';
import styles from './app-layout.module.css';

/** The frame around every page: header, the routed page in <main>, footer, and the one toast area. */
export function AppLayout() {
  const { pathname } = useLocation();

  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <ToastArea duration={toastDurationFor(pathname)} />
    </div>
  );
}
