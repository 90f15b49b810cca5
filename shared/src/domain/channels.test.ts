import { matchPlatform } from './channels';

describe('platform matching', () => {
  it.each([
    ['Airbnb', 'airbnb'],
    ['AIRBNB.com.br', 'airbnb'],
    ['Booking.com', 'booking'],
    ['vrbo', 'vrbo'],
    ['direct', 'direct'],
    ['Casa Boa Site', 'direct'],
    ['Expedia', null],
    [null, null],
  ])('matches %p to %p', (platform, channel) => {
    expect(matchPlatform(platform, 'casa boa')).toBe(channel);
  });
});
