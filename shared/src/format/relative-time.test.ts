import { formatRelativeTime } from './index';

const NOW = '2025-03-05T12:00:00Z';

describe('formatRelativeTime', () => {
  it.each([
    ['2025-03-05T11:59:30Z', 'há poucos segundos'],
    ['2025-03-05T11:55:00Z', 'há 5 minutos'],
    ['2025-03-05T10:00:00Z', 'há 2 horas'],
    ['2025-03-04T12:00:00Z', 'há um dia'],
    ['2025-02-28T12:00:00Z', 'há 5 dias'],
    ['2025-03-05T14:00:00Z', 'em 2 horas'],
  ])('describes %s as %s', (timestamp, text) => {
    expect(formatRelativeTime(timestamp, NOW)).toBe(text);
  });

  it('gives an empty text for an invalid timestamp', () => {
    expect(formatRelativeTime('nope', NOW)).toBe('');
  });
});
