import { columnsFromValues, valuesFromColumns, type PropertyFields, type PropertyWizardValues, type WizardPropertyField } from './property-schema';

/**
 * The row fields the wizard sends (create, autosave, finish), each field as its schema says (text trimmed, blank
 * as null, counts whole, the area to two decimals, lists without blanks). 'Especifique o tipo' is kept only for
 * 'outro'.
 */
export function propertyFieldsFromValues(values: PropertyWizardValues): PropertyFields {
  const fields = columnsFromValues(values);
  if (fields.property_type !== 'outro') fields.property_type_other = null;
  return fields;
}

/** The form's values for a stored property: nulls of text columns become empty fields, numeric text a number. */
export function wizardValuesFromProperty(row: Partial<Record<WizardPropertyField, unknown>>): PropertyWizardValues {
  return valuesFromColumns(row);
}
