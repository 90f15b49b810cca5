import { greetingFor, ownerNameFromEmail } from './dashboard-stats';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { Typography } from '@portal/shared/ui';

/** 'Bom dia, marina' — by the hour, with the name taken from the e-mail (spec part 2 §2). */
export function Greeting({ now = new Date() }: { now?: Date }) {
  const user = useAppSelector(selectSessionUser);
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: '4px 0 12px' }}>
      {greetingFor(now)}, {ownerNameFromEmail(user?.email)}
    </Typography.Title>
  );
}
