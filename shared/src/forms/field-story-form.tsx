import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FieldChecksProvider } from './field-checks';

export interface FieldStoryParameters {
  /** What the form holds when the story opens. */
  values?: Record<string, unknown>;
  /** What the form's last check found: the fields show these messages. */
  errors?: Record<string, string>;
}

const NO_ERRORS: Record<string, string> = {};

/** A field story's form: the field sits in a react-final-form form, as in every screen, at a phone's width. */
function FieldStoryForm({ values, errors = NO_ERRORS, children }: FieldStoryParameters & { children: ReactNode }) {
  return (
    <Form onSubmit={() => undefined} initialValues={values}>
      {() => (
        <FieldChecksProvider errors={errors}>
          <div style={{ maxWidth: 360 }}>{children}</div>
        </FieldChecksProvider>
      )}
    </Form>
  );
}

/** The decorator of the field stories: each story's `parameters.form` gives the values and the messages. */
export const inFieldStoryForm = (Story: () => ReactNode, { parameters }: { parameters: { form?: FieldStoryParameters } }) => (
  <FieldStoryForm {...parameters.form}>
    <Story />
  </FieldStoryForm>
);
