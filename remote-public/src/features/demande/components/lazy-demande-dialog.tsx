// The request dialog as src/app hands it to the artisan and trade pages (components/demande-dialog-slot.ts): its
// code (the form, the contract's rules) is downloaded when the visitor comes near the button that opens it, or at
// the latest on the click, and it renders only once opened, in the browser, so that the server's HTML and the first
// render in the browser stay the same. A download that fails says so in a dialog of its own; the next opening tries
// again.
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Modal } from '@annuaire/shared/ui/modal';
import { FormAlert } from '../../../components/form-alert';
import type { DemandeDialogComponent, DemandeDialogProps } from '../../../components/demande-dialog-slot';

export const DEMANDE_DIALOG_FAILED = 'Le formulaire de demande n’a pas pu être chargé.';

type DialogModule = typeof import('./demande-dialog');

let loading: Promise<DialogModule> | null = null;
let loaded: DialogModule | null = null;

/** The dialog's module, downloaded once; a failed download is forgotten, so that the next call tries again. */
function load(): Promise<DialogModule> {
  loading ??= import('./demande-dialog').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the download ahead of the click (the opener's pointer enter and focus). */
function preloadDemandeDialog(): void {
  // A failure here is met again, and shown, by the click.
  load().catch(() => undefined);
}

interface LoadBoundaryProps {
  onClose(): void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[demande] formulaire indisponible', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Modal open onClose={this.props.onClose} title="Demande indisponible" size="sm">
        <FormAlert tone="error" title={DEMANDE_DIALOG_FAILED}>
          Vérifiez votre connexion, fermez cette fenêtre et réessayez.
        </FormAlert>
      </Modal>
    );
  }
}

/**
 * Mounted at each opening. Once downloaded, the dialog renders at once; until then, a lazy component of its own, so
 * that one that failed is not stuck in its failure. Its promise is a new one: React marks the promises it waited
 * for, and a lazy component handed one already marked as settled would render again and again without waiting.
 */
function OpenDialog(props: DemandeDialogProps) {
  const [Dialog] = useState(() => loaded?.default ?? lazy(() => load().then((module) => module)));
  return (
    <LoadBoundary onClose={props.onClose}>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

function LazyDemandeDialog(props: DemandeDialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

/** The dialog src/app gives the artisan and trade pages. */
export const DemandeDialog: DemandeDialogComponent = Object.assign(LazyDemandeDialog, {
  preload: preloadDemandeDialog,
});
