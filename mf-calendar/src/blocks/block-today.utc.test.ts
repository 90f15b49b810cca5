/** @jest-environment ./src/testing/utc-environment.cjs */
import { describeTodayRuleIn } from '../testing/today-cases';

describeTodayRuleIn('UTC', 0);
