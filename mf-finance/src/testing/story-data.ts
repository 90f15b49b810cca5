import { addDays } from '@portal/shared/domain';
import type { FinanceReservation } from '../finance/finance-reservation';
import { expectedPayoutDate } from '../finance/payout';

/** The day stories are drawn on: fixed, so every story shows the same statuses whatever the date. */
export const STORY_TODAY = '2025-03-10';
export const STORY_BRAND = 'Lar Temporada';

export const STORY_PROPERTIES = [
  { id: 'beach-0001-aaaa', label: 'Casa da Praia' },
  { id: 'city-0002-bbbb', label: 'Apartamento Centro' },
] as const;

const GUESTS = ['Marina Costa', 'Pedro Lima', 'Júlia Rocha', 'Rui Alves', 'Beatriz Nunes', 'Carlos Prado', 'Fernanda Dias', 'Gustavo Melo'];
const PLATFORMS = ['airbnb', 'booking', 'airbnb', 'vrbo', 'direct', 'booking'];
const RATES: Record<string, number> = { airbnb: 0.16, booking: 0.18, vrbo: 0.14, direct: 0.12 };

/** A year of stays at two properties around STORY_TODAY, every status represented, newest first like the RPC. */
export function storyReservations(count = 36): FinanceReservation[] {
  const rows: FinanceReservation[] = [];
  for (let i = 0; i < count; i += 1) {
    const property = STORY_PROPERTIES[i % 2]!;
    const checkIn = addDays(STORY_TODAY, -300 + i * 10 + (i % 3));
    const nights = 2 + (i % 5);
    const checkOut = addDays(checkIn, nights);
    const platform = PLATFORMS[i % PLATFORMS.length]!;
    const gross = Math.round((320 + (i % 7) * 45) * nights * 100) / 100;
    const platformFee = Math.round(gross * (RATES[platform] ?? 0.12) * 100) / 100;
    const managementFee = Math.round(gross * 0.18 * 100) / 100;
    const payout = Math.round((gross - platformFee - managementFee) * 100) / 100;
    const expected = expectedPayoutDate({ platform, check_in: checkIn, check_out: checkOut });
    rows.push({
      id: `story-${i}`,
      property_id: property.id,
      property_name: property.label,
      guest_name: GUESTS[i % GUESTS.length]!,
      guests: 1 + (i % 4),
      check_in: checkIn,
      check_out: checkOut,
      nights,
      total_amount: gross + 120,
      gross_amount: gross,
      cleaning_fee: 120,
      platform_fee: platformFee,
      management_fee: managementFee,
      net_amount: payout,
      host_payout: payout,
      expected_payout_date: expected,
      // Paid on the expected day once it has passed, except one overdue stay.
      actual_payout_date: expected < STORY_TODAY && i !== 27 ? expected : null,
      platform,
      status: checkOut < STORY_TODAY ? 'completed' : 'confirmed',
    });
  }
  return rows.reverse();
}
