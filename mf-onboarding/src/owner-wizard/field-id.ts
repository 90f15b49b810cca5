/** The id of a field's control: the highlighted fields are scrolled to and focused by it. */
export const fieldId = (name: string) => `owner-${name}`;
