/** @jest-environment ./src/testing/utc-environment.cjs */
import { describeDateRuleIn } from '../testing/date-rule-cases';

describeDateRuleIn('UTC', 0);
