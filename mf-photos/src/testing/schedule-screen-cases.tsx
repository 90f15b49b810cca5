import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { propertyRow } from './fixtures';
import { NextRoute } from '@portal/shared/testing';
import { createPhotoBackend } from './photo-backend';
import { renderPhotos } from './render-photos';
import { clock } from '../scheduling/clock';
import { SchedulePage } from '../scheduling/schedule-page';

/** Opens the scheduling screen of prop-1 with the clock at `now`. */
export async function openSchedule(now: Date, { route = '/agendamento-fotos?propertyId=prop-1', backend = createPhotoBackend({ properties: [propertyRow()] }).handler } = {}) {
  jest.spyOn(clock, 'now').mockReturnValue(now);
  const view = await renderPhotos(
    <Routes>
      <Route path="/agendamento-fotos" element={<SchedulePage />} />
      <Route path="/agendamento-sessao-fotos" element={<SchedulePage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase: backend },
  );
  return view;
}

export async function offeredDateLabels(): Promise<string[]> {
  const group = await screen.findByRole('radiogroup', { name: 'Escolha a data' });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('aria-label') ?? '');
}

/** The screen's dates at the rule's edges, for the test files that run it from browsers in different zones. */
export function describeScheduleScreenDates(timeZone: string) {
  describe(`the scheduling screen's dates in a browser in ${timeZone}`, () => {
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['Wednesday 10:00', '2025-03-05T13:00:00Z', 'quinta-feira, 6 de março', 'terça-feira, 11 de março'],
      ['Friday 14:59', '2025-03-07T17:59:00Z', 'sábado, 8 de março', 'quinta-feira, 13 de março'],
      ['Friday 15:00', '2025-03-07T18:00:00Z', 'terça-feira, 11 de março', 'domingo, 16 de março'],
      ['Friday 23:30 (Saturday in UTC)', '2025-03-08T02:30:00Z', 'terça-feira, 11 de março', 'domingo, 16 de março'],
      ['Sunday 22:00 (Monday in UTC)', '2025-03-10T01:00:00Z', 'terça-feira, 11 de março', 'domingo, 16 de março'],
      ['Wednesday 31 Dec 2025 22:00 (2026 in UTC)', '2026-01-01T01:00:00Z', 'quinta-feira, 1 de janeiro', 'terça-feira, 6 de janeiro'],
    ])('on %s (Brazil) offers six dates from %s to %s', async (_case, now, first, last) => {
      await openSchedule(new Date(now));
      const labels = await offeredDateLabels();
      expect(labels).toHaveLength(6);
      expect([labels[0], labels[5]]).toEqual([first, last]);
    });
  });
}
