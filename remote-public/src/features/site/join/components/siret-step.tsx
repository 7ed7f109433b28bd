// The join page's first step: « Votre numéro SIRET », checked with the join request's own SIRET rule
// (JoinSiretSchema: 14 digits, spaces allowed, a valid Luhn key) before the directory is asked; its French error
// next to the field. Without the scripts, the browser sends the same address (/join?siret=…), which the page reads.
import { useEffect, useRef, useState } from 'react';
import {
  JOIN_SIRET_TEXTS,
  JoinRequestSchema,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
} from '@annuaire/shared/contract/message';
import { hrefs } from '@annuaire/shared/federation/routes';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { cx } from '@annuaire/shared/ui/class-names';
import { TextField } from '@annuaire/shared/ui/input';
import formStyles from '../../../../components/form-card.module.css';
import page from './join-page.module.css';

const SiretStepSchema = JoinRequestSchema.pick({ siret: true });
const FIELDS = ['siret'] as const;

interface SiretStepProps {
  /** What the field starts with: the SIRET of the address, or the one the business comes back to change. */
  initialSiret: string;
  /** The contract's error of a SIRET the address gave, shown until the field is edited or sent. */
  initialError?: string;
  /** Takes the focus once shown (the business came back to change its SIRET), never as the page loads. */
  focusOnMount: boolean;
  /** `siret`: the 14 digits the contract accepted; `typed`: the text as typed, spaces included. */
  onContinue(siret: string, typed: string): void;
}

export function SiretStep({ initialSiret, initialError, focusOnMount, onContinue }: SiretStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [addressError, setAddressError] = useState(initialError);
  const form = useContractForm({
    schema: SiretStepSchema,
    initialValues: { siret: initialSiret },
    fields: FIELDS,
    submit: async (data, values) => onContinue(data.siret, values.siret),
  });
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const field = bindField(form, 'siret', () => setAddressError(undefined));

  return (
    <form
      // Without the scripts, the browser asks /join?siret=… itself.
      action={hrefs.join()}
      method="get"
      className={cx(formStyles.card, formStyles.wide)}
      onSubmit={(event) => {
        setAddressError(undefined);
        void form.handleSubmit(event);
      }}
      noValidate
      aria-labelledby="join-siret-title"
    >
      <div>
        <h2 id="join-siret-title" className={formStyles.title}>
          {JOIN_SIRET_TEXTS.title}
        </h2>
        <p className={page.promise}>{MESSAGE_TEXTS.joinPromise}</p>
      </div>
      <p className={formStyles.intro}>{JOIN_SIRET_TEXTS.intro}</p>
      <TextField
        {...field}
        error={field.error ?? addressError}
        ref={input}
        label={JOIN_SIRET_TEXTS.siretLabel}
        hint={JOIN_SIRET_TEXTS.siretHint}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={MESSAGE_LIMITS.siretTypedMax}
      />
      {/* Never disabled before hydration: the browser's own submit asks the same address, nothing private in it. */}
      <Button type="submit" size="lg" fullWidth>
        {JOIN_SIRET_TEXTS.submit}
      </Button>
    </form>
  );
}
