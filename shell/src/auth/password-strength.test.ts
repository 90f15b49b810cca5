import { isStrongPassword } from './password-strength';

describe('isStrongPassword (8+ characters, upper, lower, digit, symbol)', () => {
  it.each([
    ['Senha@123', true],
    ['Ção#2024x', true],
    ['Sen@12a', false],
    ['senha@123', false],
    ['SENHA@123', false],
    ['Senha@abc', false],
    ['Senha1234', false],
    ['Senha 1234', false],
    ['', false],
  ])('judges %p strong: %p', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});
