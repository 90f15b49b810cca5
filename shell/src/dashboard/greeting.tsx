import { useGetProfileQuery } from '@portal/shared/api';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { greetingFor, ownerNameFromEmail } from './dashboard-stats';

/**
 * The name the greeting uses: the first name of the profile's full name once the owner has given it
 * (a greeting says 'Mariana', not 'Mariana Souza'); before that, the spec's reading: the part of
 * the e-mail before the at-sign, or 'Proprietário'.
 */
function greetingName(fullName: string | null | undefined, email: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  return first === '' ? ownerNameFromEmail(email) : first;
}

/** 'Bom dia, Mariana' — by the hour (spec part 2 §2): the dashboard's title. */
export function Greeting({ now = new Date() }: { now?: Date }) {
  const user = useAppSelector(selectSessionUser);
  // The same cached read as the owner overview: no request of its own.
  const profile = useGetProfileQuery(user?.id ?? '', { skip: !user?.id });
  return (
    <>
      {greetingFor(now)}, {greetingName(profile.data?.full_name, user?.email)}
    </>
  );
}
