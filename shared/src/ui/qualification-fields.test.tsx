import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ArtisanDetailInputSchema, type ArtisanDetail } from '../contract/artisan-detail';
import { QUALIFICATION_MESSAGES } from '../contract/qualification';
import {
  AUTRE_ORGANISME,
  QualificationFields,
  emptyQualification,
  qualificationValuesOf,
  toQualificationInput,
  type QualificationField,
  type QualificationType,
  type QualificationValues,
} from './qualification-fields';

function stored(overrides: Partial<ArtisanDetail>): ArtisanDetail {
  return {
    id: 5,
    artisanId: 7,
    type: 'NORME',
    description: null,
    pathImg: null,
    organisme: null,
    numero: null,
    verifiee: false,
    dateDebut: null,
    dateFin: null,
    rge: false,
    ...overrides,
  };
}

function Harness({
  type,
  initial,
  errors = {},
  disabled,
  onValues,
}: {
  type: QualificationType;
  initial?: QualificationValues;
  errors?: Partial<Record<QualificationField, string>>;
  disabled?: boolean;
  onValues?: (values: QualificationValues) => void;
}) {
  const [values, setValues] = useState(initial ?? emptyQualification(type));
  return (
    <QualificationFields
      type={type}
      values={values}
      onChange={(field, value) =>
        setValues((current) => {
          const next = { ...current, [field]: value };
          onValues?.(next);
          return next;
        })
      }
      errors={errors}
      idPrefix="q1"
      disabled={disabled}
    />
  );
}

describe('QualificationFields (NORME)', () => {
  it('offers the listed bodies then « Autre organisme », with labelled fields and the validity fieldset', () => {
    render(<Harness type="NORME" />);
    const select = screen.getByRole('combobox', { name: 'Organisme' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choisir un organisme',
      'Qualibat',
      'Qualifelec',
      'Qualit’EnR',
      'Handibat',
      'Certibat',
      'Cequami',
      'Autre organisme',
    ]);
    expect(
      screen.getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de qualification' })).toBeInTheDocument();
    const validite = screen.getByRole('group', { name: 'Validité' });
    expect(within(validite).getByLabelText('Valable du')).toHaveAttribute('type', 'date');
    expect(within(validite).getByLabelText('au')).toHaveAttribute('type', 'date');
    expect(screen.queryByRole('textbox', { name: 'Nom de l’organisme' })).not.toBeInTheDocument();
  });

  it('enables the RGE mention only for a body that grants it, and names those bodies', async () => {
    const user = userEvent.setup();
    let last: QualificationValues | undefined;
    render(<Harness type="NORME" onValues={(values) => (last = values)} />);
    const rge = screen.getByRole('checkbox', { name: 'Mention RGE (Reconnu garant de l’environnement)' });
    expect(rge).toBeDisabled();
    expect(rge).toHaveAccessibleDescription(QUALIFICATION_MESSAGES.rgeOrganisme);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Qualibat');
    expect(rge).toBeEnabled();
    await user.click(rge);
    expect(rge).toBeChecked();
    expect(last?.rge).toBe(true);

    // Handibat grants no RGE: the box is disabled and unchecked, and nothing RGE is sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Handibat');
    expect(rge).toBeDisabled();
    expect(rge).not.toBeChecked();
    expect(toQualificationInput('NORME', last!).rge).toBe(false);
  });

  it('asks for the name with « Autre organisme », and shows the organisme error next to it', async () => {
    const user = userEvent.setup();
    render(<Harness type="NORME" errors={{ organisme: 'Indiquez l’organisme.' }} />);
    const select = screen.getByRole('combobox', { name: 'Organisme' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Indiquez l’organisme.');
    expect(select).toHaveAttribute('name', 'organisme');

    await user.selectOptions(select, 'Autre organisme');
    const autre = screen.getByRole('textbox', { name: 'Nom de l’organisme' });
    expect(autre).toHaveAccessibleDescription('Indiquez l’organisme.');
    expect(autre).toHaveAttribute('name', 'organisme');
    expect(select).not.toHaveAttribute('aria-invalid');
    // A typed listed body may carry RGE too.
    await user.type(autre, 'qualit’enr');
    expect(screen.getByRole('checkbox', { name: /Mention RGE/ })).toBeEnabled();
  });

  it('shows each error next to its field', () => {
    render(
      <Harness
        type="NORME"
        initial={{ ...emptyQualification('NORME'), organisme: 'Qualibat', rge: true }}
        errors={{
          numero: QUALIFICATION_MESSAGES.numeroRequired,
          dateDebut: QUALIFICATION_MESSAGES.dateDebutRequired,
          dateFin: QUALIFICATION_MESSAGES.dateOrder,
          rge: QUALIFICATION_MESSAGES.rgeType,
          description: 'Trop long.',
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Numéro de qualification' })).toHaveAccessibleDescription(
      'Indiquez le numéro.',
    );
    expect(screen.getByLabelText('Valable du')).toHaveAccessibleDescription(
      'Indiquez la date de début de validité.',
    );
    expect(screen.getByLabelText('au')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('au')).toHaveAccessibleDescription(
      'La fin de validité doit suivre son début.',
    );
    expect(screen.getByRole('checkbox', { name: /Mention RGE/ })).toHaveAccessibleDescription(
      `${QUALIFICATION_MESSAGES.rgeOrganisme} ${QUALIFICATION_MESSAGES.rgeType}`,
    );
    expect(
      screen.getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
    ).toHaveAccessibleDescription('Trop long.');
  });

  it('disables every control while sending', () => {
    render(<Harness type="NORME" disabled />);
    expect(screen.getByRole('combobox', { name: 'Organisme' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Numéro de qualification' })).toBeDisabled();
    expect(screen.getByLabelText('Valable du')).toBeDisabled();
    expect(screen.getByLabelText('au')).toBeDisabled();
  });
});

describe('QualificationFields (ASSURANCE)', () => {
  it('asks for the insurer, the cover, the policy number and the validity, without RGE', async () => {
    const user = userEvent.setup();
    let last: QualificationValues | undefined;
    render(<Harness type="ASSURANCE" onValues={(values) => (last = values)} />);
    const assureur = screen.getByRole('textbox', { name: 'Assureur' });
    expect(assureur).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Garantie (facultatif)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de police' })).toBeRequired();
    expect(screen.getByRole('group', { name: 'Validité' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(assureur, 'SMABTP');
    expect(last?.organisme).toBe('SMABTP');
  });
});

describe('qualificationValuesOf', () => {
  it('reads a listed body in the select and another one as « Autre organisme »', () => {
    expect(
      qualificationValuesOf(
        stored({
          organisme: 'QUALIBAT',
          numero: 'E-12345',
          dateDebut: '2025-01-01',
          dateFin: '2028-12-31',
          rge: true,
          description: '5111 – Plomberie sanitaire',
        }),
      ),
    ).toEqual({
      organisme: 'Qualibat',
      organismeAutre: '',
      description: '5111 – Plomberie sanitaire',
      numero: 'E-12345',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
      rge: true,
    });
    expect(qualificationValuesOf(stored({ organisme: 'AFNOR Certification' }))).toMatchObject({
      organisme: AUTRE_ORGANISME,
      organismeAutre: 'AFNOR Certification',
    });
  });

  it('reads a picture-only norm as empty fields, and an insurer as typed', () => {
    expect(qualificationValuesOf(stored({ pathImg: '/uploads/a/b.webp' }))).toEqual(
      emptyQualification('NORME'),
    );
    expect(
      qualificationValuesOf(stored({ type: 'ASSURANCE', organisme: 'SMABTP', numero: '123', rge: false })),
    ).toMatchObject({ organisme: 'SMABTP', organismeAutre: '', numero: '123' });
  });
});

describe('toQualificationInput', () => {
  it('sends the chosen or typed body, blanks as null', () => {
    expect(toQualificationInput('NORME', emptyQualification('NORME'))).toEqual({
      organisme: null,
      numero: null,
      dateDebut: null,
      dateFin: null,
      rge: false,
      description: null,
    });
    expect(
      toQualificationInput('NORME', {
        ...emptyQualification('NORME'),
        organisme: AUTRE_ORGANISME,
        organismeAutre: '  AFNOR Certification ',
        numero: ' 42 ',
        dateDebut: '2025-01-01',
        dateFin: '2026-01-01',
        rge: true,
      }),
    ).toEqual({
      organisme: 'AFNOR Certification',
      numero: '42',
      dateDebut: '2025-01-01',
      dateFin: '2026-01-01',
      rge: false,
      description: null,
    });
  });

  it('makes what the contract accepts, and round-trips a stored detail', () => {
    const values = qualificationValuesOf(
      stored({
        organisme: 'Qualibat',
        numero: 'E-1',
        dateDebut: '2025-01-01',
        dateFin: '2028-12-31',
        rge: true,
      }),
    );
    const input = {
      type: 'NORME' as const,
      artisanId: 7,
      pathImg: null,
      ...toQualificationInput('NORME', values),
    };
    expect(ArtisanDetailInputSchema.safeParse(input).success).toBe(true);
    const assurance = toQualificationInput('ASSURANCE', {
      ...emptyQualification('ASSURANCE'),
      organisme: 'SMABTP',
      numero: 'P-778',
      dateDebut: '2026-01-01',
      dateFin: '2026-12-31',
      rge: true,
    });
    expect(assurance.rge).toBe(false);
    expect(
      ArtisanDetailInputSchema.safeParse({ type: 'ASSURANCE', artisanId: 7, ...assurance }).success,
    ).toBe(true);
  });
});
