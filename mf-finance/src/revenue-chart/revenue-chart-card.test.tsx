import '../testing/chart-in-jsdom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Highcharts from 'highcharts';
import { financeRow } from '../testing/fixtures';
import { LocalRevenueChart } from '../testing/local-revenue-chart';

// The real chart library, drawn in jsdom: what is compared is the chart Highcharts keeps (series, their axes,
// data and visibility, each axis's range), not the options the card hands it.

const TODAY = '2025-06-20';
const stays = [
  financeRow({ id: 'a1', platform: 'airbnb', check_in: '2025-03-02', check_out: '2025-03-05', host_payout: 800 }),
  financeRow({ id: 'b1', platform: 'booking', check_in: '2025-03-10', check_out: '2025-03-12', host_payout: 1276 }),
  financeRow({ id: 'b2', platform: 'booking', check_in: '2025-04-20', check_out: '2025-04-22', host_payout: 2000 }),
  financeRow({ id: 'd1', platform: 'Lar Temporada', check_in: '2025-04-22', check_out: '2025-04-25', host_payout: 300 }),
  financeRow({ id: 'a2', platform: 'airbnb', check_in: '2025-05-30', check_out: '2025-06-02', host_payout: 450 }),
];

/** What the owner sees of the drawn chart, as Highcharts holds it. */
function drawn() {
  const chart = Highcharts.charts.filter((c): c is Highcharts.Chart => Boolean(c)).at(-1)!;
  return {
    categories: chart.xAxis[0]!.categories,
    series: chart.series.map((s) => ({
      name: s.name,
      type: s.type,
      axis: chart.yAxis.indexOf(s.yAxis),
      visible: s.visible,
      data: s.points.map((p) => p.y),
      stacking: (s.options as { stacking?: string }).stacking ?? null,
    })),
    axes: chart.yAxis.map((axis) => {
      const { dataMin, dataMax } = axis.getExtremes();
      return { dataMin, dataMax };
    }),
  };
}

async function renderCard(initial?: Parameters<typeof LocalRevenueChart>[0]['initial']) {
  const view = render(<LocalRevenueChart reservations={stays} today={TODAY} brandName="Lar Temporada" eager initial={initial} />);
  await waitFor(() => expect(Highcharts.charts.some(Boolean)).toBe(true));
  return view;
}

async function freshChart(initial: Parameters<typeof LocalRevenueChart>[0]['initial']) {
  const view = await renderCard(initial);
  const picture = drawn();
  view.unmount();
  return picture;
}

const card = () => screen.getByRole('region', { name: 'Receitas de Reservas' });

describe("the revenue chart redrawn by the owner's choices", () => {
  it("'Detalhado por Canal' turned on after drawing: the same chart as drawn with it on, money on the money axis", async () => {
    const withChannels = await freshChart({ byChannel: true });
    expect(withChannels.series.map((s) => [s.name, s.axis, s.visible])).toEqual([
      ['Airbnb', 0, true],
      ['Booking', 0, true],
      ['VRBO', 0, true],
      ['Lar Temporada', 0, true],
      ['Reservas', 1, true],
    ]);
    // Money on the first axis, up to April's stacked R$ 2.300; 1 to 2 stays a month on the second.
    expect(withChannels.axes).toEqual([
      { dataMin: 0, dataMax: 2300 },
      { dataMin: 1, dataMax: 2 },
    ]);
    const withoutChannels = await freshChart({ byChannel: false });

    const user = userEvent.setup();
    await renderCard();
    expect(drawn()).toEqual(withoutChannels);
    await user.click(within(card()).getByRole('switch', { name: 'Detalhado por Canal' }));
    expect(drawn()).toEqual(withChannels);
    await user.click(within(card()).getByRole('switch', { name: 'Detalhado por Canal' }));
    expect(drawn()).toEqual(withoutChannels);
  });

  it.each([
    ['Dia', 'day'],
    ['Semana', 'week'],
    ['Ano', 'year'],
  ] as const)('regrouped by %s with channels on: the same chart as drawn that way', async (label, grouping) => {
    const expected = await freshChart({ byChannel: true, grouping });
    const user = userEvent.setup();
    await renderCard({ byChannel: true });
    await user.click(within(card()).getByRole('radio', { name: label }));
    expect(drawn()).toEqual(expected);
  });

  it('switch, grouping and dates changed one after the other: the same chart as drawn with all three', async () => {
    const expected = await freshChart({ byChannel: true, grouping: 'week', start: '2025-03-01', end: '2025-04-30' });
    // The weeks without stays are there, empty (from Sunday 23/02, the week of 01/03, to the week of 27/04).
    expect(expected.categories).toEqual(['23/02', '02/03', '09/03', '16/03', '23/03', '30/03', '06/04', '13/04', '20/04', '27/04']);
    const user = userEvent.setup();
    await renderCard();
    await user.click(within(card()).getByRole('switch', { name: 'Detalhado por Canal' }));
    await user.click(within(card()).getByRole('radio', { name: 'Semana' }));
    await user.type(within(card()).getByRole('textbox', { name: 'Início' }), '01032025');
    await user.type(within(card()).getByRole('textbox', { name: 'Fim' }), '30042025');
    expect(drawn()).toEqual(expected);
  });

  it('new dates after drawing give the same chart as drawn with them', async () => {
    const expected = await freshChart({ byChannel: true, start: '2025-04-01', end: '2025-06-30' });
    const user = userEvent.setup();
    await renderCard({ byChannel: true });
    await user.type(within(card()).getByRole('textbox', { name: 'Início' }), '01042025');
    await user.type(within(card()).getByRole('textbox', { name: 'Fim' }), '30062025');
    await act(async () => undefined);
    expect(drawn()).toEqual(expected);
  });
});
