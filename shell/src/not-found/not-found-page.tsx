import { Link } from '@portal/shared/router';
import { Result } from '@portal/shared/ui';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Oops! Page not found"
      extra={<Link to="/dashboard">Return to Home</Link>}
    />
  );
}
