// « Laisser un avis » in the artisan page's « Avis clients » section: a customer the artisan did not invite asks for
// a review link. The button opens the form (unsolicited-review-form.tsx), whose code and the contract's schemas are
// downloaded when the visitor comes near the button, or at the latest on the click: the page itself downloads no
// validator. Once sent, the form gives way to a persistent confirmation in a status region.
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { UNSOLICITED_LABEL } from '@annuaire/shared/contract/avis-texts';
import { Button } from '@annuaire/shared/ui/button';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { FormAlert } from '../../../components/form-alert';

export const UNSOLICITED_FORM_FAILED = 'Le formulaire n’a pas pu être chargé. Réessayez dans un instant.';

let loading: ReturnType<typeof loadForm> | null = null;

function loadForm() {
  return import('./unsolicited-review-form');
}

/** The form's module, downloaded once; a failed download is forgotten, so that the next opening tries again. */
function load() {
  loading ??= loadForm().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const UnsolicitedReviewForm = lazy(load);

/** Starts the download ahead of the click (the button's pointer enter and focus). */
function preload(): void {
  // A failure here is met again, and shown, by the opening.
  load().catch(() => undefined);
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <FormAlert tone="error" title={UNSOLICITED_FORM_FAILED} />;
    return this.props.children;
  }
}

export function UnsolicitedReview({ artisanId }: { artisanId: number }) {
  const [open, setOpen] = useState(false);
  // A new opening after a failed download tries again (a fresh boundary).
  const [openings, setOpenings] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const formId = useId();

  return (
    <div>
      <div role="status">
        {sent ? (
          <FormAlert tone="success" title="Demande envoyée">
            {sent}
          </FormAlert>
        ) : null}
      </div>
      {sent ? null : (
        <>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              if (!open) setOpenings((value) => value + 1);
              setOpen((value) => !value);
            }}
          >
            {UNSOLICITED_LABEL}
          </Button>
          {open ? (
            <LoadBoundary key={openings}>
              <Suspense fallback={<LoadingText block />}>
                <UnsolicitedReviewForm artisanId={artisanId} id={formId} onSent={setSent} />
              </Suspense>
            </LoadBoundary>
          ) : null}
        </>
      )}
    </div>
  );
}
