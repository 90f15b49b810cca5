import { greetingFor, ownerNameFromEmail } from './dashboard-stats';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';

/** 'Bom dia, marina' — by the hour, with the name taken from the e-mail (spec part 2 §2): the dashboard's title. */
export function Greeting({ now = new Date() }: { now?: Date }) {
  const user = useAppSelector(selectSessionUser);
  return (
    <>
      {greetingFor(now)}, {ownerNameFromEmail(user?.email)}
    </>
  );
}
