import { validateCancellation } from './cancellation';

describe('cancelling a session', () => {
  it.each([
    [{ reason: 'Vou reformar a cozinha antes das fotos.' }, {}],
    [{ reason: 'x'.repeat(1000) }, {}],
    [{ reason: '' }, { reason: 'Informe o motivo do cancelamento.' }],
    [{ reason: '   ' }, { reason: 'Informe o motivo do cancelamento.' }],
    [{}, { reason: 'Informe o motivo do cancelamento.' }],
    [{ reason: 'x'.repeat(1001) }, { reason: 'O motivo deve ter no máximo 1000 caracteres' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validateCancellation(values)).toEqual(errors);
  });
});
