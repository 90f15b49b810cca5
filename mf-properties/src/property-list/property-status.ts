import { useMemo } from 'react';
import { useGetPhotoSessionsQuery } from '@portal/shared/api';
import {
  displayPropertyStatus,
  PROPERTY_STATUS_LABELS,
  propertyStanding,
  type PhotoSessionRow,
  type PropertyDisplayStatus,
  type PropertyStanding,
} from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';

export type { PropertyDisplayStatus };
export { PROPERTY_STATUS_LABELS };

/**
 * The spec's five sample properties "with fixed ids" always show as active. Its ids are not given, and
 * this portal's demo data (supabase/seed/demo-data.ts) stores its five properties as ordinary rows with
 * generated ids and real states — two active, one awaiting approval, one awaiting its photo session, one
 * draft — that the rule already reads correctly. Listing them here would show the demo owner's draft
 * as 'Ativo' and hide the states the demo exists to show, so no id is exempted.
 */
const SAMPLE_PROPERTY_IDS: ReadonlySet<string> = new Set<string>();

export type StatusFields = Parameters<typeof displayPropertyStatus>[0];
type StandingSessions = Parameters<typeof propertyStanding>[1];

/** Display status of spec part 2 §4 (the rule the shell's overview reads too, in shared/domain). */
export function propertyDisplayStatus(
  property: StatusFields,
  photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'property_id' | 'status'>>,
  sampleIds: ReadonlySet<string> = SAMPLE_PROPERTY_IDS,
): PropertyDisplayStatus {
  return displayPropertyStatus(property, photoSessions, sampleIds);
}

const NO_SESSIONS: StandingSessions = [];

/**
 * Where a property stands, read from the owner's photo sessions: the shell's cached read, which the
 * layout has made before any page shows, so a card asks the backend nothing of its own.
 */
export function usePropertyStanding(property: StatusFields): PropertyStanding {
  const userId = useAppSelector(selectSessionUser)?.id;
  const photoSessions = useGetPhotoSessionsQuery(userId ?? '', { skip: !userId }).data ?? NO_SESSIONS;
  return useMemo(() => propertyStanding(property, photoSessions, SAMPLE_PROPERTY_IDS), [property, photoSessions]);
}
