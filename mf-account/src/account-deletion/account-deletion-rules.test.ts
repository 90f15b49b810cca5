import { canConfirmDeletion, deletionFailedToast } from './account-deletion-rules';

describe('canConfirmDeletion', () => {
  it.each([
    ['123456', 'DELETAR', true],
    ['12345', 'DELETAR', false],
    ['123456', 'deletar', false],
    ['123456', 'DELETAR ', false],
    ['123456', ' DELETAR', false],
    ['', '', false],
  ])('password %p and word %p enable the button: %p', (password, word, enabled) => {
    expect(canConfirmDeletion(password, word)).toBe(enabled);
  });
});

describe('deletionFailedToast', () => {
  it.each([
    ['Invalid password', 'Invalid password'],
    ['', 'Não foi possível deletar sua conta. Verifique sua senha e tente novamente.'],
    [null, 'Não foi possível deletar sua conta. Verifique sua senha e tente novamente.'],
  ])('for server message %p shows %p', (message, description) => {
    expect(deletionFailedToast(message)).toEqual({ title: 'Erro ao deletar conta', description });
  });
});
