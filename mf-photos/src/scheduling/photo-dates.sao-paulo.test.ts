/** @jest-environment ./src/testing/sao-paulo-environment.cjs */
import { describeDateRuleIn } from '../testing/date-rule-cases';

describeDateRuleIn('America/Sao_Paulo', 180);
