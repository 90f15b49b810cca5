import { photoSessionRating, starLabel, validateRating } from './rating';

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
    expect(photoSessionRating({ userId: 'u1', sessionId: 's1', values: { rating: 4, comment } }).comment).toBe(stored);
  });
});

describe('the stored rating', () => {
  it('is a photo_session rating of the session, with the trimmed comment and the aspects in the spec’s order', () => {
    expect(
      photoSessionRating({ userId: 'u1', sessionId: 's1', values: { rating: 4, comment: '  Ótimas fotos ', categories: ['overall_experience', 'quality'] } }),
    ).toEqual({
      user_id: 'u1',
      rating_type: 'photo_session',
      related_entity_id: 's1',
      rating: 4,
      comment: 'Ótimas fotos',
      feedback_categories: ['quality', 'overall_experience'],
    });
  });

  it('stores no comment and no aspects when none were given', () => {
    expect(photoSessionRating({ userId: 'u1', sessionId: 's1', values: { rating: 5 } })).toMatchObject({ comment: null, feedback_categories: [] });
  });

  it.each([
    [1, '1 estrela'],
    [2, '2 estrelas'],
    [5, '5 estrelas'],
  ])('names %i as %p', (stars, label) => {
    expect(starLabel(stars)).toBe(label);
  });
});
