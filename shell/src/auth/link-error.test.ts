import { linkErrorFromHash } from './link-error';

describe('linkErrorFromHash', () => {
  it.each([
    ['#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', true],
    ['#error_code=otp_expired', true],
    ['#access_token=abc&type=recovery', false],
    ['', false],
  ])('%p → shows a message: %p', (hash, shown) => {
    expect(linkErrorFromHash(hash) !== null).toBe(shown);
  });
});
