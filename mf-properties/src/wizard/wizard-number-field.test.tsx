import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { BR_NUMBER_MESSAGES } from '@portal/shared/ui';
import { FormNumberField } from '@portal/shared/forms';
import { propertyFieldsFromValues } from './property-payload';
import { validatePropertyStep1, WIZARD_NUMBER_DECIMALS, type PropertyWizardValues } from './property-wizard';

/** The wizard's area and bedroom fields in a form; the test reads what the form would save. */
function renderFields() {
  let values: PropertyWizardValues = {};
  render(
    <Form<PropertyWizardValues> onSubmit={() => undefined} initialValues={{ area_sqm: null, bedrooms: null }}>
      {({ form }) => {
        form.subscribe((state) => (values = state.values), { values: true });
        return (
          <>
            <FormNumberField name="area_sqm" decimals={WIZARD_NUMBER_DECIMALS.area_sqm} label="Área (m²)" suffix="m²" />
            <FormNumberField name="bedrooms" decimals={WIZARD_NUMBER_DECIMALS.bedrooms} label="Quartos" required />
          </>
        );
      }}
    </Form>,
  );
  return () => values;
}

describe('the wizard reads numbers the Brazilian way', () => {
  it.each([
    // typed in Área (m²) → stored area_sqm, or the message shown with nothing stored
    ['72,5', 72.5, null],
    ['1.250,50', 1250.5, null],
    ['1250', 1250, null],
    ['72.5', 72.5, null],
    ['0,75', 0.75, null],
    ['', null, null],
    ['1.250', null, BR_NUMBER_MESSAGES.ambiguous],
    ['72,555', null, BR_NUMBER_MESSAGES.decimals(2)],
    ['72 metros', null, BR_NUMBER_MESSAGES.invalid],
  ])('Área %p → %p', (typed, stored, message) => {
    const values = renderFields();
    const area = screen.getByLabelText('Área (m²)');
    fireEvent.change(area, { target: { value: typed } });
    fireEvent.blur(area);
    expect(propertyFieldsFromValues(values()).area_sqm).toBe(stored);
    expect(validatePropertyStep1(values()).area_sqm ?? null).toBe(message);
    if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['3', 3, null],
    ['2,5', null, BR_NUMBER_MESSAGES.whole],
  ])('Quartos %p → %p', (typed, stored, message) => {
    const values = renderFields();
    const bedrooms = screen.getByLabelText(/^Quartos/);
    fireEvent.change(bedrooms, { target: { value: typed } });
    fireEvent.blur(bedrooms);
    expect(propertyFieldsFromValues(values()).bedrooms).toBe(stored);
    expect(validatePropertyStep1(values()).bedrooms ?? null).toBe(message);
  });

  it('writes the area back as the owner reads it on leaving the field', () => {
    renderFields();
    const area = screen.getByLabelText('Área (m²)');
    fireEvent.change(area, { target: { value: '1.250,50' } });
    fireEvent.blur(area);
    expect(area).toHaveValue('1250,5');
  });
});
