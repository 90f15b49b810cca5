import { normalizeRatingComment, validateRating } from './rating';

describe('rating form', () => {
  it.each([
    [{ rating: 1 }, {}],
    [{ rating: 5, comment: 'x'.repeat(500) }, {}],
    [{ rating: 0 }, { rating: 'Avaliação obrigatória' }],
    [{ rating: 6 }, { rating: 'Avaliação obrigatória' }],
    [{ rating: 3.5 }, { rating: 'Avaliação obrigatória' }],
    [{ rating: null }, { rating: 'Avaliação obrigatória' }],
    [{ rating: 4, comment: 'x'.repeat(501) }, { comment: 'O comentário deve ter no máximo 500 caracteres' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validateRating(values)).toEqual(errors);
  });

  it.each([
    ['  ótimo  ', 'ótimo'],
    ['   ', null],
    [null, null],
  ])('stores comment %p as %p', (comment, stored) => {
    expect(normalizeRatingComment(comment)).toBe(stored);
  });
});
